import { FLIGHT_STATE_WORDS, isFlightAlert } from '@ride/domain';
import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { GraphQLContext } from '../../graphql/context.ts';
import { findRideFlights } from './flight-watch.repository.ts';
import type { RideFlightTable } from './flights.tables.ts';

type RideFlightRow = Selectable<RideFlightTable>;

/** One read of the flights a request's rides need (a board page's, in one statement). */
const loaders = new WeakMap<GraphQLContext, DataLoader<string, RideFlightRow | null>>();

function loaderOf(ctx: GraphQLContext) {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const rows = await findRideFlights(ctx.db, ids);
      return ids.map((id) => rows.get(id) ?? null);
    });
    loaders.set(ctx, loader);
  }
  return loader;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

async function flightOf(ride: { id: string }, _: unknown, ctx: GraphQLContext) {
  const row = await loaderOf(ctx).load(ride.id);
  if (!row) return null;
  return {
    code: row.flight_code,
    state: row.status,
    stateText: FLIGHT_STATE_WORDS[row.status],
    scheduledArrival: iso(row.scheduled_arrival_at),
    expectedArrival: iso(row.expected_arrival_at),
    landedAt: iso(row.landed_at),
    bookedPickupAt: iso(row.booked_pickup_at)!,
    checkedAt: iso(row.checked_at)!,
    isAlert: isFlightAlert(row.status),
  };
}

/** The flight on the rider's trip, the dispatcher's board row and the driver's ride. */
export const flightsResolvers = {
  Trip: { flight: flightOf },
  BoardRide: { flight: flightOf },
  DriverRide: { flight: flightOf },
};
