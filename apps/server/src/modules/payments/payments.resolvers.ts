import type { GraphQLContext } from '../../graphql/context.ts';
import { addSavedPayment, removeSavedPayment, savedPayments } from './payments.service.ts';
import { hostedFieldsKey, stripeCustomerId, stripeSetupIntent } from './card-setup.ts';

export const paymentsResolvers = {
  Query: {
    getSavedPaymentOptions: (
      _: unknown,
      args: {
        input: {
          coid?: string | null;
          first: number;
          after: number;
          paymentGatewayId?: number | null;
        };
      },
      ctx: GraphQLContext,
    ) => savedPayments(ctx, args.input),

    getStripeCustomerId: (
      _: unknown,
      args: { company_alias: string; paymentgatewayId: number; isAuthenticated?: boolean | null },
      ctx: GraphQLContext,
    ) => stripeCustomerId(ctx, args),

    getStripeSetupIntent: (
      _: unknown,
      args: { company_alias: string; customerAccountId: string },
      ctx: GraphQLContext,
    ) => stripeSetupIntent(ctx, args),
  },
  Mutation: {
    getFullSteamAuthCode: (
      _: unknown,
      args: { input: { coid: string; gateway_id: number; anti_forgery_token: string } },
      ctx: GraphQLContext,
    ) => hostedFieldsKey(ctx, args.input, new Date()),

    createNewSavedPayment: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      addSavedPayment(ctx, args.input, new Date()),

    deleteSavedPayment: (_: unknown, args: { input: { id: string } }, ctx: GraphQLContext) =>
      removeSavedPayment(ctx, args.input.id, new Date()),
  },
};
