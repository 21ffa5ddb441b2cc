import {
  flightCode,
  isFlightAlert,
  movedPickup,
  type FlightPickupRule,
  type MeetOption,
} from '@ride/domain';
import type { FlightStatus, FlightStatusProvider } from '../../adapters/flights/index.ts';
import type { RideChanges } from '../../core/ride-changes.ts';
import type { Db } from '../../db/database.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Logger } from '../../logger.ts';
import { raiseRideNotice } from '../notifications/index.ts';
import {
  claimLookUp,
  findRidesToWatch,
  moveRidePickup,
  saveFlightStatus,
  spendFlightCall,
  type RideToWatch,
} from './flight-watch.repository.ts';

const MINUTE = 60_000;
/** Rides read per pass; the oldest looked-up first, so none waits behind the others for long. */
const PASS_LIMIT = 200;

/**
 * How often a ride's flight is looked up, by how far its pickup is: hourly while more than six
 * hours away, every quarter of an hour within six, every five minutes within the last hour (and
 * after the pickup time, until the ride is driven to).
 */
export function lookUpEveryMs(pickupAt: Date, now: Date): number {
  const ahead = pickupAt.getTime() - now.getTime();
  if (ahead > 6 * 60 * MINUTE) return 60 * MINUTE;
  if (ahead > 60 * MINUTE) return 15 * MINUTE;
  return 5 * MINUTE;
}

export interface FlightWatchServices {
  db: Db;
  logger: Logger;
  provider: FlightStatusProvider;
  rideChanges?: RideChanges;
}

export interface FlightWatchPass {
  lookedUp: number;
  moved: number;
  alerts: number;
  /** Look-ups left for lack of budget (the company's calls for the day are spent). */
  overBudget: number;
}

/** One flight of one company: one provider call answers every ride on it. */
interface FlightGroup {
  companyId: string;
  code: string;
  airport: string;
  budget: number;
  rides: RideToWatch[];
}

function groupByFlight(rides: RideToWatch[]): FlightGroup[] {
  const groups = new Map<string, FlightGroup>();
  for (const ride of rides) {
    const pickup = new Date(ride.scheduled_pickup_at);
    const details = ride.flight_details;
    if (!details) continue;
    const code = flightCode(details.airlineCode, details.flightNumber);
    if (!/^[A-Z0-9]{3,8}$/.test(code)) continue;
    const day = pickup.toISOString().slice(0, 10);
    const key = `${ride.company_id}|${code}|${day}`;
    const group = groups.get(key) ?? {
      companyId: ride.company_id,
      code,
      airport: ride.airport_code ?? '',
      budget: ride.flight_daily_calls,
      rides: [],
    };
    group.rides.push(ride);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Looks up the flights of the airport pickups due (decision 88), each flight once per company,
 * within each company's daily budget of provider calls, and lets each ride follow its flight: the
 * expected landing kept for the dispatcher, the driver and the rider, the pickup moved by the
 * company's rule (the rider told), and the board alerted of a diversion or cancellation. A
 * provider that fails leaves the rides to the next pass.
 */
export async function watchFlights(
  services: FlightWatchServices,
  now: Date,
): Promise<FlightWatchPass> {
  const { db, logger, provider } = services;
  const pass: FlightWatchPass = { lookedUp: 0, moved: 0, alerts: 0, overBudget: 0 };
  // Rides not looked up for the shortest interval; each is claimed for its own below.
  const candidates = await findRidesToWatch(db, now, 5 * MINUTE, PASS_LIMIT);
  for (const group of groupByFlight(candidates)) {
    const claimed: RideToWatch[] = [];
    for (const ride of group.rides) {
      const everyMs = lookUpEveryMs(new Date(ride.scheduled_pickup_at), now);
      if (await claimLookUp(db, ride, group.code, now, everyMs)) claimed.push(ride);
    }
    if (claimed.length === 0) continue;
    if (group.budget <= 0 || !(await spendFlightCall(db, group.companyId, group.budget, now))) {
      pass.overBudget += claimed.length;
      continue;
    }
    const first = claimed[0]!;
    let status: FlightStatus | null;
    try {
      status = await provider.lookUp(
        {
          code: group.code,
          arrivalAirport: group.airport,
          around: new Date(first.booked_pickup_at ?? first.scheduled_pickup_at),
        },
        now,
      );
    } catch (error) {
      logger.error('Flight status could not be looked up', {
        provider: provider.name,
        flight: group.code,
        error: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    pass.lookedUp += claimed.length;
    for (const ride of claimed) {
      const outcome = await followFlight(services, ride, status ?? unknownFlight(), now);
      if (outcome.moved) pass.moved++;
      if (outcome.alerted) pass.alerts++;
    }
  }
  return pass;
}

function unknownFlight(): FlightStatus {
  return { state: 'UNKNOWN', scheduledArrival: null, expectedArrival: null, landedAt: null };
}

/**
 * Keeps what the provider said, moves the pickup when the landing calls for it (only while the
 * ride is still booked and not driven to; a driver or vehicle busy at the new time leaves the
 * pickup, and the board shows the landing), and raises the alert once.
 */
async function followFlight(
  services: FlightWatchServices,
  ride: RideToWatch,
  status: FlightStatus,
  now: Date,
): Promise<{ moved: boolean; alerted: boolean }> {
  const { db, logger } = services;
  const alerted = isFlightAlert(status.state) && ride.alerted_at === null;
  await saveFlightStatus(db, ride.id, status, alerted ? now : null);
  const rule: FlightPickupRule = {
    curbsideMinutes: ride.flight_curbside_minutes,
    insideMinutes: ride.flight_inside_minutes,
  };
  const meetOption: MeetOption = ride.flight_details?.meetOption ?? 'NONE';
  const to = movedPickup(new Date(ride.scheduled_pickup_at), status, meetOption, rule);
  let moved = false;
  if (to) {
    try {
      moved = await db.transaction().execute(async (trx) => {
        if (!(await moveRidePickup(trx, ride, to, now))) return false;
        await raiseRideNotice(trx, {
          companyId: ride.company_id,
          reservationId: ride.id,
          kind: 'changed',
          changeKey: `flight:${to.toISOString()}`,
        });
        return true;
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      logger.info('A flight would move a pickup its driver or vehicle is busy at; left', {
        reservationId: ride.id,
        to: to.toISOString(),
      });
    }
  }
  // The board hears of what it shows changing: the flight's state, its landing, or the pickup.
  const time = (value: Date | string | null) => (value ? new Date(value).getTime() : null);
  const changed =
    moved ||
    ride.flight_status !== status.state ||
    time(ride.expected_arrival_at) !== time(status.expectedArrival) ||
    time(ride.landed_at) !== time(status.landedAt);
  if (changed) await services.rideChanges?.rideChanged(ride.company_id, ride.id);
  return { moved, alerted };
}

/**
 * Watches flights every half minute (a pass reads one indexed page and looks up only the rides
 * due; a ride booked for the next hours is followed within it); in a cluster one worker does, as
 * with the purge. Returns the stop.
 */
export function scheduleFlightWatch(
  services: FlightWatchServices,
  everyMs = MINUTE / 2,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    watchFlights(services, new Date())
      .then(
        (pass) => {
          if (pass.lookedUp || pass.overBudget)
            services.logger.info('Flights watched', { ...pass });
        },
        (error: unknown) =>
          services.logger.error('Watching flights failed', { error: String(error) }),
      )
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
