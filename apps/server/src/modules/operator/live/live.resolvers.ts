import type { GraphQLContext } from '../../../graphql/context.ts';
import { badUserInput } from '../../../core/errors.ts';
import { staffSessionStands } from '../../auth/index.ts';
import { requireActiveCompany } from '../../company/index.ts';
import { requireStaffForDispatch } from '../dispatch/index.ts';
import type { DispatchEventPayload, LiveDriverPosition } from './dispatch-event.ts';
import { dispatchEventStream } from './dispatch-event-stream.ts';
import { latestEventId } from './dispatch-events.repository.ts';
import { ageSecondsOf, isStaleAt, liveDrivers } from './live-drivers.ts';

/** An event id as the API hands it out: digits. */
const CURSOR = /^\d{1,18}$/;

export const liveResolvers = {
  Query: {
    async liveDrivers(_: unknown, _args: unknown, ctx: GraphQLContext) {
      const staff = requireStaffForDispatch(ctx);
      await requireActiveCompany(ctx.db, staff.companyId);
      return liveDrivers(ctx, staff.companyId, new Date());
    },
  },
  Subscription: {
    dispatchEvents: {
      async subscribe(_: unknown, args: { after?: string | null }, ctx: GraphQLContext) {
        const staff = requireStaffForDispatch(ctx);
        const after = args.after ?? null;
        if (after !== null && !CURSOR.test(after)) {
          throw badUserInput('after must be a cursor from eventCursor or an event', 'after');
        }
        await requireActiveCompany(ctx.db, staff.companyId);
        const { live } = ctx;
        // A server always runs them (app.ts); a missing one is a bug, masked and logged.
        if (!live) throw new Error('Live events are not running');
        const services = { db: ctx.db, logger: ctx.logger, live };
        const owner = {
          companyId: staff.companyId,
          userId: staff.userId,
          sessionId: staff.sessionId,
          until: staff.tokenExpiresAt,
        };
        const stillSignedIn = () => staffSessionStands(ctx, staff, new Date());
        return dispatchEventStream(services, owner, after, stillSignedIn);
      },
      resolve: (event: DispatchEventPayload) => event,
    },
  },
  BoardPage: {
    /** Read when the page is: subscribing with it misses nothing changed after the page. */
    eventCursor(_page: unknown, _args: unknown, ctx: GraphQLContext) {
      const staff = requireStaffForDispatch(ctx);
      return latestEventId(ctx.db, staff.companyId);
    },
  },
  DispatchOverview: {
    /** As the board's: the overview follows the same events from when it was read. */
    eventCursor(_overview: unknown, _args: unknown, ctx: GraphQLContext) {
      const staff = requireStaffForDispatch(ctx);
      return latestEventId(ctx.db, staff.companyId);
    },
  },
  LiveDriver: {
    ageSeconds: (driver: LiveDriverPosition) => ageSecondsOf(driver.recordedAt, new Date()),
    isStale: (driver: LiveDriverPosition) => isStaleAt(driver.recordedAt, new Date()),
  },
};
