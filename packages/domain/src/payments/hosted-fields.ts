/**
 * The messages between the app and the sandbox gateway's hosted card fields (an iframe the
 * gateway serves at FullSteamAuthCode.hostedFieldsUrl). Card data stays inside the iframe: the app
 * only ever sees the gateway's token and a masked number.
 */
export const HOSTED_FIELDS_SOURCE = 'sandbox-hosted-fields';
export const APP_SOURCE = 'ride-app';

export type HostedField = 'cardNumber' | 'expirationMonth' | 'expirationYear' | 'cvv';

/** The hosted fields' own messages (spec part 2 §5), per field. */
export const HOSTED_FIELD_MESSAGES: Record<HostedField, string> = {
  cardNumber: 'The Card Number field is invalid.',
  expirationMonth: 'The Exp Month field is required.',
  expirationYear: 'The Exp Year field is required.',
  cvv: 'The CVV field is invalid.',
};

/** What the gateway answers once it holds the card (spec part 2 §7, hosted provider). */
export interface HostedTokenization {
  gatewayResponse: { token: string; hostedPaymentsAccountId: string };
  requestDetails: {
    /** Masked: "************1111". */
    cardNumber: string;
    expirationMonth: string;
    expirationYear: string;
    zip: string;
    /** visa, mastercard, discover, amex, diners or other. */
    cardType: string;
  };
}

/** iframe → app */
export type HostedFieldsEvent =
  | { source: typeof HOSTED_FIELDS_SOURCE; type: 'ready' }
  | {
      source: typeof HOSTED_FIELDS_SOURCE;
      type: 'validity';
      fields: Record<HostedField, boolean>;
      /** The field the rider just left, if any. */
      blurred?: HostedField;
    }
  | ({ source: typeof HOSTED_FIELDS_SOURCE; type: 'tokenized' } & HostedTokenization)
  /** message: "<Summary> - <detail>", as the gateway words it ("Error - Card expired."). */
  | { source: typeof HOSTED_FIELDS_SOURCE; type: 'error'; message: string };

/** app → iframe: hand the card to the gateway (with the billing zip, when the form has one). */
export interface HostedFieldsCommand {
  source: typeof APP_SOURCE;
  type: 'tokenize';
  zip?: string;
}

export function isHostedFieldsEvent(value: unknown): value is HostedFieldsEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { source?: unknown }).source === HOSTED_FIELDS_SOURCE &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

export function isHostedFieldsCommand(value: unknown): value is HostedFieldsCommand {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { source?: unknown }).source === APP_SOURCE &&
    (value as { type?: unknown }).type === 'tokenize'
  );
}

/**
 * The sandbox gateway's test cards (any future expiry, any CVV): what each does when the card is
 * verified or a ride is held on it.
 */
export const SANDBOX_TEST_CARDS = {
  approved: ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117'],
  declined: '4000000000000002',
  cvcFails: '4000000000000127',
  expired: '4000000000000069',
  humanCheckAgain: '4000000000009995',
} as const;
