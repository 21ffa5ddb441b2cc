import { parseOrRefuse } from '../../core/validation.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireStaff, requireViewer } from '../auth/index.ts';
import { requireRideReader, rideAccessSchema } from '../rides/index.ts';
import { reportDriverPosition } from './driver-position.service.ts';
import { acceptRide, driverRides, updateRideStatus } from './driver.service.ts';
import { driverOpenRides } from './driver-open-rides.ts';
import { driverVehicleChoices } from './driver-vehicle.ts';
import { submitTripFeedback } from './feedback.service.ts';
import {
  currentTripsSchema,
  driverLocationSchema,
  getCurrentTrips,
  getDriverLocation,
  getTripLocations,
} from './rider-tracking.service.ts';

type Input = { input: unknown };
type Args = Record<string, unknown>;

const requireDriver = (ctx: GraphQLContext) => requireStaff(ctx, ['driver']);

/** The tracking module's operations (driver side, rider tracking, post-trip); see its SDL. */
export const trackingResolvers = {
  Query: {
    // Rider side: tracking a ride, the rides under way. The arguments are checked before the
    // sign-in: a shared link's hash needs none.
    getTripLocations: async (_: unknown, args: Args, ctx: GraphQLContext) => {
      const access = parseOrRefuse(rideAccessSchema, args);
      return getTripLocations(ctx, requireRideReader(ctx, access), access);
    },
    getDriverLocation: async (_: unknown, args: Args, ctx: GraphQLContext) => {
      const parsed = parseOrRefuse(driverLocationSchema, args);
      const access = { id: parsed.reservationId, hash: parsed.hash, coid: parsed.coid };
      return getDriverLocation(ctx, requireRideReader(ctx, access), parsed);
    },
    getCurrentTrips: async (_: unknown, args: Args, ctx: GraphQLContext) => {
      const { coid } = parseOrRefuse(currentTripsSchema, args);
      return getCurrentTrips(ctx, requireViewer(ctx, coid), new Date());
    },
    // Driver side.
    driverRides: (_: unknown, __: unknown, ctx: GraphQLContext) =>
      driverRides(ctx, requireDriver(ctx), new Date()),
    driverVehicleChoices: (_: unknown, args: Args, ctx: GraphQLContext) =>
      driverVehicleChoices(ctx, requireDriver(ctx), args),
    driverOpenRides: (_: unknown, __: unknown, ctx: GraphQLContext) =>
      driverOpenRides(ctx, requireDriver(ctx), new Date()),
  },
  Mutation: {
    // Rider side: the post-trip tip and rating.
    submitTripFeedback: (_: unknown, args: Input, ctx: GraphQLContext) =>
      submitTripFeedback(ctx, requireViewer(ctx), args.input, new Date()),
    // Driver side.
    updateRideStatus: (_: unknown, args: Input, ctx: GraphQLContext) =>
      updateRideStatus(ctx, requireDriver(ctx), args.input, new Date()),
    reportDriverPosition: (_: unknown, args: Input, ctx: GraphQLContext) =>
      reportDriverPosition(ctx, requireDriver(ctx), args.input, new Date()),
    acceptRide: (_: unknown, args: Input, ctx: GraphQLContext) =>
      acceptRide(ctx, requireDriver(ctx), args.input, new Date()),
  },
};
