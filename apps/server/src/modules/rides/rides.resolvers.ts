import type { GraphQLContext } from '../../graphql/context.ts';
import { cancelBooking, getTripDetails, getTripHistory } from './rides.service.ts';

export const ridesResolvers = {
  Query: {
    getTripHistory: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      getTripHistory(ctx, args.input, new Date()),
    getTripDetails: (_: unknown, args: Record<string, unknown>, ctx: GraphQLContext) =>
      getTripDetails(ctx, args, new Date()),
  },
  Mutation: {
    cancelBooking: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      cancelBooking(ctx, args.input, new Date()),
  },
};
