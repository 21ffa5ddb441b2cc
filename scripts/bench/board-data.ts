/**
 * The dispatch board bench's day: on top of the trip history bench's big table, one day of the
 * demo company with thousands of rides (most assigned to drivers, the rest waiting for one), each
 * with its card hold in the ledger, written in SQL straight into the server's PostgreSQL database.
 */
import {
  COMPLETED_STATUSES,
  IN_PROGRESS_STATUSES,
  UPCOMING_STATUSES,
} from '../../packages/domain/src/index.ts';
import pg from 'pg';

export interface BoardDay {
  /** The day, YYYY-MM-DD in the demo company's time zone. */
  date: string;
  rides: number;
  unassigned: number;
}

/** Drivers enough that none has overlapping rides: each drives every 300th ride of the day. */
const DRIVERS = 300;
/** One ride in UNASSIGNED_EVERY waits for a driver. */
const UNASSIGNED_EVERY = 5;

const DRIVERS_SQL = `
insert into staff_user (company_id, role, email, password_hash, first_name, last_name)
select 'demo', 'driver', 'bench-driver-' || i || '@demo.test', 'not-used', 'Bench', 'Driver ' || i
from generate_series(1, $1::int) i`;

/**
 * The day's rides, evenly spread from midnight to midnight in the company's zone (a driver's
 * rides are 86 minutes apart, more than a ride's 45 plus the 30-minute buffer). One in fifty is
 * cancelled; the others are scheduled.
 */
const RIDES_SQL = `
with day as (
  select ($1::date)::timestamp at time zone c.time_zone as start, c.currency_code, c.currency_symbol
  from company c where c.id = 'demo'
), pick as (
  select array(select id from staff_user where company_id = 'demo' and email like 'bench-driver-%' order by email) as drivers,
    array(select id from vehicle_type where company_id = 'demo' order by id) as vehicles,
    array(select id from service_type where company_id = 'demo' order by id) as service_types,
    (select id from payment_gateway where company_id = 'demo' and is_default) as gateway_id
)
insert into reservation (company_id, confirmation_number, account_user_id, status, service_type_id,
  vehicle_type_id, scheduled_pickup_at, route, passenger_count, luggage_count, currency_code,
  currency_symbol, total_minor, rate_lines, trip_distance_meters, trip_duration_seconds, is_guest,
  passenger_first_name, passenger_last_name, passenger_email, payment_gateway_id, card_brand,
  card_last_digits, card_name, card_token, share_hash, driver_id)
select 'demo', (5000000 + k)::text, null, case when k % 50 = 1 then 'CANCELLED' else 'BOOKED' end,
  p.service_types[1 + k % 3], p.vehicles[1 + k % cardinality(p.vehicles)],
  d.start + make_interval(secs => k * 86400.0 / $2::int),
  jsonb_build_array(
    jsonb_build_object('type', 'ADDRESS', 'name', '', 'line1', k || ' Madison Avenue', 'line2', '',
      'city', 'New York', 'stateCode', 'NY', 'postalCode', '10010', 'countryCode', 'US',
      'airportCode', null, 'latitude', 40.7411, 'longitude', -73.9897),
    jsonb_build_object('type', 'AIRPORT', 'name', 'LGA', 'line1', 'LaGuardia Airport', 'line2', '',
      'city', 'New York', 'stateCode', 'NY', 'postalCode', '11371', 'countryCode', 'US',
      'airportCode', 'LGA', 'latitude', 40.7769, 'longitude', -73.874)),
  1 + k % 3, k % 4, d.currency_code, d.currency_symbol, 9000 + k % 1000,
  jsonb_build_array(jsonb_build_object('name', 'Base rate', 'valueInMinorUnits', 9000 + k % 1000)),
  15000, 2700, true, 'Guest', 'Rider ' || k, 'guest' || k || '@bench.test', p.gateway_id, 'VISA',
  '1111', 'Guest Rider', 'sbx_tok_bench', md5('board' || k),
  case when k % $3::int = 0 then null else p.drivers[1 + k % cardinality(p.drivers)] end
from generate_series(0, $2::int - 1) k, day d, pick p`;

/** Each ride's card hold, as the hold trigger writes it into the ledger. */
const LEDGER_SQL = `
insert into payment_ledger (company_id, reservation_id, kind, amount_minor, currency, reference, idempotency_key)
select company_id, id, 'authorised', total_minor, currency_code, 'bench-hold-' || id, 'bench-hold:' || id
from reservation where company_id = 'demo' and confirmation_number::bigint >= 5000000`;

/** Adds the day three days from now in the demo company's zone; returns it. */
export async function fillBoardDay(databaseUrl: string, rides: number): Promise<BoardDay> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ date: string }>(
      `select to_char((now() at time zone time_zone)::date + 3, 'YYYY-MM-DD') as date
       from company where id = 'demo'`,
    );
    const date = rows[0]!.date;
    await client.query(DRIVERS_SQL, [DRIVERS]);
    await client.query(RIDES_SQL, [date, rides, UNASSIGNED_EVERY]);
    await client.query(LEDGER_SQL);
    // As autovacuum would have by now: statistics (the new drivers too) and the visibility map.
    await client.query('vacuum analyze');
    return { date, rides, unassigned: Math.ceil(rides / UNASSIGNED_EVERY) };
  } finally {
    await client.end();
  }
}

const ALL_STATUSES = [
  ...UPCOMING_STATUSES,
  ...IN_PROGRESS_STATUSES,
  ...COMPLETED_STATUSES,
  'CANCELLED',
  'NO_SHOW',
];

/** The key scan board.repository.ts builds for one half of a day, with EXPLAIN ANALYZE. */
const EXPLAIN_HALF = `
explain (analyze, buffers, costs off)
select r.id, r.scheduled_pickup_at from reservation r
where r.company_id = 'demo' and r.status = any($4)
  and r.scheduled_pickup_at >= ($1::date)::timestamp at time zone 'America/New_York'
  and r.scheduled_pickup_at < ($1::date + 1)::timestamp at time zone 'America/New_York'
  and r.driver_id is not null and (r.scheduled_pickup_at, r.id) > ($2, $3)
order by r.scheduled_pickup_at, r.id limit 51`;

/**
 * The plans of the assigned half's key scan on that day: from a cursor deep in the day (every
 * status), and from its start for CANCELLED only (a rare status: the scan reads the whole day).
 */
export async function explainBoardPages(databaseUrl: string, date: string, afterRank: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: keys } = await client.query<{ at: Date; id: string }>(
      `select scheduled_pickup_at as at, id from reservation
       where company_id = 'demo' and driver_id is not null
         and scheduled_pickup_at >= ($1::date)::timestamp at time zone 'America/New_York'
       order by scheduled_pickup_at, id offset $2 limit 1`,
      [date, afterRank],
    );
    const key = keys[0]!;
    const plan = async (values: unknown[]) =>
      (await client.query<{ 'QUERY PLAN': string }>(EXPLAIN_HALF, values)).rows.map(
        (row) => row['QUERY PLAN'],
      );
    return {
      deep: await plan([date, key.at, key.id, ALL_STATUSES]),
      cancelled: await plan([
        date,
        new Date(0),
        '00000000-0000-0000-0000-000000000000',
        ['CANCELLED'],
      ]),
    };
  } finally {
    await client.end();
  }
}
