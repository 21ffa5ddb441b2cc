import type { GraphQLContext } from '../../graphql/context.ts';
import { reportDriverPosition } from './driver-position.service.ts';
import { acceptRide, driverRides, updateRideStatus } from './driver.service.ts';
import { submitTripFeedback } from './feedback.service.ts';
import { getCurrentTrips, getDriverLocation, getTripLocations } from './rider-tracking.service.ts';

type Input = { input: unknown };
type Args = Record<string, unknown>;

/** The tracking module's operations (driver side, rider tracking, post-trip); see its SDL. */
export const trackingResolvers = {
  Query: {
    // Rider side: tracking a ride, the rides under way.
    getTripLocations: (_: unknown, args: Args, ctx: GraphQLContext) => getTripLocations(ctx, args),
    getDriverLocation: (_: unknown, args: Args, ctx: GraphQLContext) =>
      getDriverLocation(ctx, args),
    getCurrentTrips: (_: unknown, args: Args, ctx: GraphQLContext) =>
      getCurrentTrips(ctx, args, new Date()),
    // Driver side.
    driverRides: (_: unknown, __: unknown, ctx: GraphQLContext) => driverRides(ctx, new Date()),
  },
  Mutation: {
    // Rider side: the post-trip tip and rating.
    submitTripFeedback: (_: unknown, args: Input, ctx: GraphQLContext) =>
      submitTripFeedback(ctx, args.input, new Date()),
    // Driver side.
    updateRideStatus: (_: unknown, args: Input, ctx: GraphQLContext) =>
      updateRideStatus(ctx, args.input, new Date()),
    reportDriverPosition: (_: unknown, args: Input, ctx: GraphQLContext) =>
      reportDriverPosition(ctx, args.input, new Date()),
    acceptRide: (_: unknown, args: Input, ctx: GraphQLContext) =>
      acceptRide(ctx, args.input, new Date()),
  },
};
