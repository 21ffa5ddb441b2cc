/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CancellationFeeRuleInput = {
  freeUntilHoursBeforePickup: number;
  lateCancellationFee: FeeInput;
  noShowFee?: FeeInput | null | undefined;
};

export type FeeInput = {
  amountMinor?: number | null | undefined;
  kind: FeeKind;
  percent?: number | null | undefined;
};

export type FeeKind =
  /** A fixed amount in the company currency's minor units, never more than the ride's total. */
  | 'FIXED'
  /** A percent (1 to 100) of the ride's total. */
  | 'PERCENT';

export type LeadTimesInput = {
  cancellationMinutes?: number | null | undefined;
  creationMinutes?: number | null | undefined;
  modificationMinutes?: number | null | undefined;
};

export type LoginInfoInput = {
  companyId: string;
  password: string;
  typeOfUser?: UserType;
  /** The rider's email address. */
  username: string;
};

export type LogoutInput = {
  refreshToken: string;
};

export type PaymentGatewayInput = {
  kind: PaymentGatewayKind;
  /** Stripe only: pk_…. Empty or absent: keep the stored one. */
  publishableKey?: string | null | undefined;
  /** Stripe: sk_… or rk_…; century, square, vs: the API key. Empty or absent: keep the stored one. */
  secretKey?: string | null | undefined;
};

export type PaymentGatewayKind =
  | 'CENTURY'
  /** The offline hosted-fields sandbox (short code fs). */
  | 'SANDBOX'
  | 'SQUARE'
  | 'STRIPE'
  | 'VS';

export type RefreshAuthTokenInput = {
  refreshToken: string;
};

export type ServiceAreaInput = {
  kind: ServiceAreaKind;
  /** CIRCLE: the centre and the radius in whole kilometres (1 to 5000). */
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  /** POLYGON: 3 to 200 [latitude, longitude] points whose edges do not cross. */
  points?: Array<Array<number>> | null | undefined;
  radiusKm?: number | null | undefined;
};

export type ServiceAreaKind =
  | 'CIRCLE'
  | 'POLYGON';

/** Who signs in: a rider (ACCOUNT_USER) or a staff user of the company (COMPANY_USER). */
export type UserType =
  | 'ACCOUNT_USER'
  | 'COMPANY_USER';

export type ConsolePaymentGatewayQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePaymentGatewayQuery = { paymentGatewaySettings: { kind: PaymentGatewayKind, credentialsSet: boolean, last4: string | null } };

export type ConsoleSavePaymentGatewayMutationVariables = Exact<{
  input: PaymentGatewayInput;
}>;


export type ConsoleSavePaymentGatewayMutation = { savePaymentGateway: { kind: PaymentGatewayKind, credentialsSet: boolean, last4: string | null } };

export type ConsoleSaveFeeRuleMutationVariables = Exact<{
  input?: CancellationFeeRuleInput | null | undefined;
}>;


export type ConsoleSaveFeeRuleMutation = { saveCancellationFeeRule: { freeUntilHoursBeforePickup: number } | null };

export type ConsoleSaveLeadTimesMutationVariables = Exact<{
  input: LeadTimesInput;
}>;


export type ConsoleSaveLeadTimesMutation = { saveLeadTimes: { creationMinutes: number | null, modificationMinutes: number | null, cancellationMinutes: number | null } };

export type ConsoleBookingRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleBookingRulesQuery = { bookingRules: { baseLatitude: number, baseLongitude: number, mapTileUrl: string | null, leadTimes: { creationMinutes: number | null, modificationMinutes: number | null, cancellationMinutes: number | null }, cancellationFeeRule: { freeUntilHoursBeforePickup: number, lateCancellationFee: { kind: FeeKind, percent: number | null, amountMinor: number | null }, noShowFee: { kind: FeeKind, percent: number | null, amountMinor: number | null } | null } | null, serviceArea: { kind: ServiceAreaKind, latitude: number | null, longitude: number | null, radiusKm: number | null, points: Array<Array<number>> | null } } };

export type ConsoleSaveServiceAreaMutationVariables = Exact<{
  input: ServiceAreaInput;
}>;


export type ConsoleSaveServiceAreaMutation = { saveServiceArea: { kind: ServiceAreaKind } };

export type ConsoleViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleViewerQuery = { consoleViewer: { id: string, email: string, firstName: string, lastName: string, role: string, company: { coid: string, name: string, currencyCode: string, timeZone: string } } };

export type ConsoleSignInMutationVariables = Exact<{
  input: LoginInfoInput;
}>;


export type ConsoleSignInMutation = { login: { accessToken: string, refreshToken: string } };

export type ConsoleRefreshMutationVariables = Exact<{
  input: RefreshAuthTokenInput;
}>;


export type ConsoleRefreshMutation = { refreshAuthToken: { accessToken: string, refreshToken: string } };

export type ConsoleLogoutMutationVariables = Exact<{
  input: LogoutInput;
}>;


export type ConsoleLogoutMutation = { logout: boolean };


export const ConsolePaymentGatewayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consolePaymentGateway"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGatewaySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsSet"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<ConsolePaymentGatewayQuery, ConsolePaymentGatewayQueryVariables>;
export const ConsoleSavePaymentGatewayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSavePaymentGateway"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentGatewayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePaymentGateway"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsSet"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<ConsoleSavePaymentGatewayMutation, ConsoleSavePaymentGatewayMutationVariables>;
export const ConsoleSaveFeeRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSaveFeeRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationFeeRuleInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCancellationFeeRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeUntilHoursBeforePickup"}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveFeeRuleMutation, ConsoleSaveFeeRuleMutationVariables>;
export const ConsoleSaveLeadTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSaveLeadTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadTimesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLeadTimes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"modificationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationMinutes"}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveLeadTimesMutation, ConsoleSaveLeadTimesMutationVariables>;
export const ConsoleBookingRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleBookingRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"modificationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationFeeRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeUntilHoursBeforePickup"}},{"kind":"Field","name":{"kind":"Name","value":"lateCancellationFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"noShowFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"radiusKm"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"baseLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"mapTileUrl"}}]}}]}}]} as unknown as DocumentNode<ConsoleBookingRulesQuery, ConsoleBookingRulesQueryVariables>;
export const ConsoleSaveServiceAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSaveServiceArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceAreaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveServiceArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveServiceAreaMutation, ConsoleSaveServiceAreaMutationVariables>;
export const ConsoleViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consoleViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleViewerQuery, ConsoleViewerQueryVariables>;
export const ConsoleSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<ConsoleSignInMutation, ConsoleSignInMutationVariables>;
export const ConsoleRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshAuthTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAuthToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<ConsoleRefreshMutation, ConsoleRefreshMutationVariables>;
export const ConsoleLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConsoleLogoutMutation, ConsoleLogoutMutationVariables>;