import type { GraphQLContext } from '../../graphql/context.ts';
import { reportDriverPosition } from './driver-position.service.ts';
import { acceptRide, driverRides, updateRideStatus } from './driver.service.ts';

type Input = { input: unknown };

/** The tracking module's operations (driver side, rider tracking, post-trip); see its SDL. */
export const trackingResolvers = {
  Query: {
    driverRides: (_: unknown, __: unknown, ctx: GraphQLContext) => driverRides(ctx, new Date()),
  },
  Mutation: {
    updateRideStatus: (_: unknown, args: Input, ctx: GraphQLContext) =>
      updateRideStatus(ctx, args.input, new Date()),
    reportDriverPosition: (_: unknown, args: Input, ctx: GraphQLContext) =>
      reportDriverPosition(ctx, args.input, new Date()),
    acceptRide: (_: unknown, args: Input, ctx: GraphQLContext) =>
      acceptRide(ctx, args.input, new Date()),
  },
};
