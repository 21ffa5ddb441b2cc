import type { StaffViewer } from '../../../core/actor.ts';
import type { GraphQLContext } from '../../../graphql/context.ts';
import { badUserInput } from '../../../core/errors.ts';
import { requireStaff } from '../../auth/index.ts';
import { auditedCompanyChange } from '../index.ts';
import { rideAssignmentOf } from './assignment.service.ts';
import { assignRide, unassignRide } from './assign-ride.ts';
import { findDispatchBuffer, saveDispatchBuffer } from './dispatch.repository.ts';
import {
  assignableVehicles,
  dispatchDrivers,
  dispatchVehicleTypes,
  suggestDrivers,
} from './driver-suggestions.ts';
import {
  createFleetVehicle,
  deactivateFleetVehicle,
  fleetVehicles,
  updateFleetVehicle,
} from './fleet-vehicles.service.ts';

const ADMIN = ['admin'] as const;

/** Dispatchers and admins assign; a driver is refused (FORBIDDEN), a rider or nobody 401. */
export function requireStaffForDispatch(ctx: GraphQLContext): StaffViewer {
  return requireStaff(ctx, ['admin', 'dispatcher']);
}

export const dispatchResolvers = {
  Query: {
    fleetVehicles(_: unknown, args: { includeInactive?: boolean | null }, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, ADMIN);
      return fleetVehicles(ctx.db, staff, args.includeInactive ?? false);
    },
    rideAssignment(_: unknown, args: { reservationId: string }, ctx: GraphQLContext) {
      const staff = requireStaffForDispatch(ctx);
      return rideAssignmentOf(ctx, staff, args.reservationId);
    },
    suggestDrivers(
      _: unknown,
      args: { reservationId: string; first?: number | null },
      ctx: GraphQLContext,
    ) {
      return suggestDrivers(
        ctx,
        requireStaffForDispatch(ctx),
        args.reservationId,
        args.first,
        new Date(),
      );
    },
    assignableVehicles(_: unknown, args: { reservationId: string }, ctx: GraphQLContext) {
      return assignableVehicles(ctx, requireStaffForDispatch(ctx), args.reservationId);
    },
    dispatchDrivers(_: unknown, _args: unknown, ctx: GraphQLContext) {
      return dispatchDrivers(ctx, requireStaffForDispatch(ctx));
    },
    dispatchVehicleTypes(_: unknown, _args: unknown, ctx: GraphQLContext) {
      return dispatchVehicleTypes(ctx, requireStaffForDispatch(ctx));
    },
    dispatchBufferMinutes(_: unknown, _args: unknown, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, ADMIN);
      return findDispatchBuffer(ctx.db, staff.companyId);
    },
  },
  Mutation: {
    createFleetVehicle(_: unknown, args: { input: unknown }, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, ADMIN);
      return createFleetVehicle(ctx.db, staff, args.input);
    },
    updateFleetVehicle(_: unknown, args: { id: string; input: unknown }, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, ADMIN);
      return updateFleetVehicle(ctx.db, staff, args.id, args.input);
    },
    deactivateFleetVehicle(_: unknown, args: { id: string }, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, ADMIN);
      return deactivateFleetVehicle(ctx.db, staff, args.id);
    },
    async setDispatchBufferMinutes(_: unknown, args: { minutes: number }, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, ADMIN);
      if (!Number.isInteger(args.minutes) || args.minutes < 0 || args.minutes > 240) {
        throw badUserInput('minutes must be 0 to 240', 'minutes');
      }
      return auditedCompanyChange(ctx.db, staff, { action: 'dispatch.buffer' }, async (trx) => {
        const before = await findDispatchBuffer(trx, staff.companyId);
        await saveDispatchBuffer(trx, staff.companyId, args.minutes);
        return {
          before: { minutes: before },
          after: { minutes: args.minutes },
          result: args.minutes,
        };
      });
    },
    assignRide(_: unknown, args: { input: unknown }, ctx: GraphQLContext) {
      return assignRide(ctx, requireStaffForDispatch(ctx), args.input);
    },
    unassignRide(_: unknown, args: { reservationId: string }, ctx: GraphQLContext) {
      return unassignRide(ctx, requireStaffForDispatch(ctx), args.reservationId);
    },
  },
};
