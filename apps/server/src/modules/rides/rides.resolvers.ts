import type { Viewer } from '../../core/actor.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requestLanguage } from '../../graphql/error-language.ts';
import { i18nFor } from '../../messages/i18n/index.ts';
import { statusLabelIn } from '../../messages/status/index.ts';
import { requireViewer } from '../auth/index.ts';
import {
  cancelBooking,
  cancelGuestBooking,
  getGuestCancellation,
  getTripDetails,
  getTripHistory,
  rideAccessSchema,
  tripHistorySchema,
  type RideAccess,
} from './rides.service.ts';
import { CHARGES_OF, tripCharges, type ChargesSource } from './trip-charges.ts';

/**
 * Who reads a ride: nobody needs to sign in with a shared link's hash; otherwise the signed-in
 * rider of the company named (a 401 without one). The input is checked first.
 */
export const requireRideReader = (ctx: GraphQLContext, access: RideAccess): Viewer | null =>
  access.hash != null ? null : requireViewer(ctx, access.coid);

export const ridesResolvers = {
  Query: {
    getTripHistory: async (_: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      const input = parseOrRefuse(tripHistorySchema, args.input);
      return getTripHistory(ctx, requireViewer(ctx, input.coid), input, new Date());
    },
    getTripDetails: async (_: unknown, args: Record<string, unknown>, ctx: GraphQLContext) => {
      const access = parseOrRefuse(rideAccessSchema, args);
      return getTripDetails(ctx, requireRideReader(ctx, access), access, new Date());
    },
    // A guest's mailed cancel secret is the whole of their access: no sign-in is asked for.
    getGuestCancellation: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      getGuestCancellation(ctx, args.input, new Date()),
  },
  Trip: {
    charges: (trip: { [CHARGES_OF]: ChargesSource | null }, _: unknown, ctx: GraphQLContext) =>
      tripCharges(ctx.db, trip[CHARGES_OF]),
  },
  // The status table's label in the request's language (the rides list, a ride, its tracking).
  ReservationState: {
    label: (state: { label: string }, _: unknown, ctx: GraphQLContext) =>
      statusLabelIn(i18nFor(requestLanguage(ctx)), state.label),
  },
  Mutation: {
    cancelBooking: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      cancelBooking(ctx, requireViewer(ctx), args.input, new Date()),
    cancelGuestBooking: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      cancelGuestBooking(ctx, args.input, new Date()),
  },
};
