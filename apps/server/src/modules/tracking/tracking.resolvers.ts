import type { GraphQLContext } from '../../graphql/context.ts';
import { submitTripFeedback } from './feedback.service.ts';
import { getCurrentTrips, getDriverLocation, getTripLocations } from './rider-tracking.service.ts';

/** The tracking module's operations (driver side, rider tracking, post-trip); see its SDL. */
export const trackingResolvers = {
  Query: {
    // Rider side: tracking a ride, the rides under way.
    getTripLocations: (_: unknown, args: Record<string, unknown>, ctx: GraphQLContext) =>
      getTripLocations(ctx, args),
    getDriverLocation: (_: unknown, args: Record<string, unknown>, ctx: GraphQLContext) =>
      getDriverLocation(ctx, args),
    getCurrentTrips: (_: unknown, args: Record<string, unknown>, ctx: GraphQLContext) =>
      getCurrentTrips(ctx, args, new Date()),
  },
  Mutation: {
    // Rider side: the post-trip tip and rating.
    submitTripFeedback: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      submitTripFeedback(ctx, args.input, new Date()),
  },
};
