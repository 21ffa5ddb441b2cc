import type { GraphQLContext } from '../../../graphql/context.ts';
import { requireActiveCompany } from '../../company/index.ts';
import { requireStaffForDispatch } from '../dispatch/index.ts';
import { dispatchBoard } from './board.service.ts';
import { dispatchOverview } from './overview.ts';
import { dispatchRideOf } from './ride-page.ts';
import { setRideStatus } from './ride-status.ts';

/** The board and ride page (admin, dispatcher); BoardPage's and DispatchOverview's eventCursor are the live module's. */
export const boardResolvers = {
  Query: {
    dispatchOverview(_: unknown, _args: unknown, ctx: GraphQLContext) {
      return dispatchOverview(ctx.db, requireStaffForDispatch(ctx), new Date());
    },
    dispatchBoard(
      _: unknown,
      args: { filter?: unknown; first?: number | null; after?: string | null },
      ctx: GraphQLContext,
    ) {
      return dispatchBoard(ctx.db, requireStaffForDispatch(ctx), args, new Date());
    },
    async dispatchRide(_: unknown, args: { id: string }, ctx: GraphQLContext) {
      const staff = requireStaffForDispatch(ctx);
      const company = await requireActiveCompany(ctx.db, staff.companyId);
      return dispatchRideOf(ctx, staff, company, args.id, new Date());
    },
  },
  Mutation: {
    setRideStatus(
      _: unknown,
      args: { reservationId: string; status: string },
      ctx: GraphQLContext,
    ) {
      return setRideStatus(ctx, requireStaffForDispatch(ctx), args, new Date());
    },
  },
};
