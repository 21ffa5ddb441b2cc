import type { GraphQLContext } from '../../graphql/context.ts';
import { cancelBooking, getTripDetails, getTripHistory } from './rides.service.ts';
import { CHARGES_OF, tripCharges, type ChargesSource } from './trip-charges.ts';

export const ridesResolvers = {
  Query: {
    getTripHistory: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      getTripHistory(ctx, args.input, new Date()),
    getTripDetails: (_: unknown, args: Record<string, unknown>, ctx: GraphQLContext) =>
      getTripDetails(ctx, args, new Date()),
  },
  Trip: {
    charges: (trip: { [CHARGES_OF]: ChargesSource | null }, _: unknown, ctx: GraphQLContext) =>
      tripCharges(ctx.db, trip[CHARGES_OF]),
  },
  Mutation: {
    cancelBooking: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      cancelBooking(ctx, args.input, new Date()),
  },
};
