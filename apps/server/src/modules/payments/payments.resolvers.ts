import { parseOrRefuse } from '../../core/validation.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../auth/index.ts';
import {
  addSavedPayment,
  newSavedPaymentSchema,
  removeSavedPayment,
  savedPayments,
} from './payments.service.ts';
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
    ) => savedPayments(ctx, requireViewer(ctx, args.input.coid), args.input),

    // A signed-in rider or a guest who passed the human check.
    getStripeCustomerId: (
      _: unknown,
      args: { company_alias: string; paymentgatewayId: number; isAuthenticated?: boolean | null },
      ctx: GraphQLContext,
    ) => stripeCustomerId(ctx, ctx.viewer, args),

    getStripeSetupIntent: (
      _: unknown,
      args: { company_alias: string; customerAccountId: string },
      ctx: GraphQLContext,
    ) => stripeSetupIntent(ctx, ctx.viewer, args),
  },
  Mutation: {
    getFullSteamAuthCode: (
      _: unknown,
      args: { input: { coid: string; gateway_id: number; anti_forgery_token: string } },
      ctx: GraphQLContext,
    ) => hostedFieldsKey(ctx, ctx.viewer, args.input, new Date()),

    // The card is checked before the sign-in.
    createNewSavedPayment: async (_: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      const input = parseOrRefuse(newSavedPaymentSchema, args.input);
      return addSavedPayment(ctx, requireViewer(ctx, input.coid), input, new Date());
    },

    deleteSavedPayment: (_: unknown, args: { input: { id: string } }, ctx: GraphQLContext) =>
      removeSavedPayment(ctx, requireViewer(ctx), args.input.id, new Date()),
  },
};
