/**
 * Bulk data for the trip history bench, written straight into a seeded server's PostgreSQL
 * database in SQL (INSERT … SELECT FROM generate_series): more companies shaped like the demo
 * company, riders across them, and the demo rider's long history among everyone else's rides.
 */
import pg from 'pg';

export interface TripHistoryData {
  /** Reservations in the table once filled (the seeded ones count). */
  reservations: number;
  /** The demo rider's rides among them (the seeded ones count). */
  riderRides: number;
  /** Companies once filled (the seeded ones count). */
  companies: number;
}

/** One statement inserts this many reservations: big enough that round trips do not count. */
const BATCH = 100_000;
/** Riders of other companies book about this many rides each. */
const RIDES_PER_RIDER = 100;
/** Sessions inserting at once. */
const SESSIONS = 2;

const FILLER_COMPANIES = `
insert into company
select (jsonb_populate_record(c, jsonb_build_object(
  'id', 'bench-' || lpad(n::text, 3, '0'), 'name', 'Bench Cars ' || n, 'short_name', 'Bench ' || n,
  'title', 'Bench Cars ' || n, 'domain_name', null,
  'website_url', 'https://bench-' || n || '.test', 'website_booking_url', 'https://bench-' || n || '.test/book'
))).*
from company c, generate_series(1, $1::int) n where c.id = 'demo'`;

/** What a company needs to take and show bookings, copied from the demo company. */
const COMPANY_ROWS = [
  `insert into service_type (company_id, name, code, sort_order)
   select b.id, s.name, s.code, s.sort_order from service_type s, company b
   where s.company_id = 'demo' and b.id like 'bench-%'`,
  `insert into payment_gateway (company_id, name, gateway, parameter1, parameter2, parameter3, parameter4, is_default)
   select b.id, g.name, g.gateway, 'sandbox-' || b.id, g.parameter2, g.parameter3, g.parameter4, g.is_default
   from payment_gateway g, company b where g.company_id = 'demo' and b.id like 'bench-%'`,
  `insert into vehicle_type (company_id, name, passenger_capacity, luggage_capacity, child_seat_capacity,
     is_accessible, image_asset, sort_order, is_active)
   select b.id, v.name, v.passenger_capacity, v.luggage_capacity, v.child_seat_capacity,
     v.is_accessible, v.image_asset, v.sort_order, v.is_active
   from vehicle_type v, company b where v.company_id = 'demo' and b.id like 'bench-%'`,
  `insert into vehicle_rate (company_id, vehicle_type_id, base_fare, per_mile, per_minute, hourly_rate,
     hourly_minimum_hours, airport_pickup_fee, airport_dropoff_fee, stop_fee, child_seat_fee,
     gratuity_millipercent, tax_millipercent)
   select b.company_id, b.id, r.base_fare, r.per_mile, r.per_minute, r.hourly_rate,
     r.hourly_minimum_hours, r.airport_pickup_fee, r.airport_dropoff_fee, r.stop_fee, r.child_seat_fee,
     r.gratuity_millipercent, r.tax_millipercent
   from vehicle_rate r join vehicle_type v on v.company_id = r.company_id and v.id = r.vehicle_type_id
   join vehicle_type b on b.name = v.name and b.company_id like 'bench-%'
   where r.company_id = 'demo'`,
  `insert into company_asset (company_id, name, content_type, body)
   select b.id, a.name, a.content_type, a.body from company_asset a, company b
   where a.company_id = 'demo' and b.id like 'bench-%'`,
];

/** Riders in every company that can carry rides, their password the demo rider's. */
const FILLER_RIDERS = `
insert into account_user (company_id, email, password_hash, first_name, last_name, phone)
select c.id, 'rider' || i || '@' || c.id || '.test', d.password_hash, 'Bench', 'Rider ' || i, '+1 212 555 0199'
from company c, generate_series(1, $1::int) i,
  (select password_hash from account_user where company_id = 'demo' and email = 'rider@demo.test') d
where exists (select from vehicle_type v where v.company_id = c.id)`;

/** Per company: its place in the round (the demo company first), vehicles, service types, riders. */
const FILL_COMPANY = `
create temporary table fill_company as
select row_number() over (order by c.id <> 'demo', c.id) - 1 as n, c.id, c.currency_code, c.currency_symbol,
  array(select id from vehicle_type v where v.company_id = c.id order by id) as vehicles,
  array(select id from service_type s where s.company_id = c.id order by id) as service_types,
  (select id from payment_gateway g where g.company_id = c.id and g.is_default) as gateway_id,
  array(select id from account_user a where a.company_id = c.id and a.email like 'rider%@%.test'
    and a.email <> 'rider@demo.test' order by id) as riders
from company c
where exists (select from vehicle_type v where v.company_id = c.id)
  and exists (select from service_type s where s.company_id = c.id)`;

/**
 * A thousand routes and prices to share out: building each row's JSON in the insert would take
 * a third of the fill's time.
 */
const FILL_TRIP = `
create temporary table fill_trip as
select k, 1 + k % 3 as passenger_count, k % 4 as luggage_count, 9000 + k * 5 as total_minor,
  jsonb_build_array(jsonb_build_object('name', 'Base rate', 'valueInMinorUnits', 9000 + k * 5)) as rate_lines,
  jsonb_build_array(
    jsonb_build_object('type', 'ADDRESS', 'name', '', 'line1', k + 1 || ' 5th Avenue', 'line2', '',
      'city', 'New York', 'stateCode', 'NY', 'postalCode', '10118', 'countryCode', 'US',
      'airportCode', null, 'latitude', 40.7484, 'longitude', -73.9857),
    jsonb_build_object('type', 'AIRPORT', 'name', 'JFK', 'line1', 'John F. Kennedy International Airport',
      'line2', '', 'city', 'New York', 'stateCode', 'NY', 'postalCode', '11430', 'countryCode', 'US',
      'airportCode', 'JFK', 'latitude', 40.6398, 'longitude', -73.7789)) as route
from generate_series(0, 999) k`;

/**
 * Reservations numbered g in [$1, $2]. Every $3-th is the demo rider's ride number g / $3 (while
 * there are $4 of them), so their rows lie among everyone else's as years of bookings would: a
 * fifth of them ahead over the next two years, one in twenty cancelled, the rest completed over
 * the past eight years. The others go round the companies, to their riders (one in ten a guest),
 * pickups over the same ten years. Confirmation numbers are unique by g.
 */
const FILL_RESERVATIONS = `
with slot as (
  select g, g % $3::int = 0 and g / $3::int <= $4::int as mine, (g / $3::int)::int as i, random() as r
  from generate_series($1::int, $2::int) g
), ride as (
  select s.*, c.*, t.*, rider.id as rider_id, rider.first_name, rider.last_name, rider.email,
    case
      when s.mine and s.i % 5 = 0 then 'BOOKED'
      when s.mine and s.i % 20 = 1 then 'CANCELLED'
      when s.mine then 'COMPLETED'
      when s.r >= 0.8 then 'BOOKED'
      when s.r < 0.08 then 'CANCELLED'
      else 'COMPLETED'
    end as status,
    date_trunc('hour', case
      when s.mine and s.i % 5 = 0 then now() + interval '2 years' * s.i / $4::int + interval '1 hour'
      when s.mine then now() - interval '8 years' * s.i / $4::int - interval '1 hour'
      else now() + interval '10 years' * s.r - interval '8 years' + interval '1 hour'
    end) as pickup
  from slot s
  join fill_trip t on t.k = s.g % 1000
  join fill_company c on c.n = case when s.mine then 0 else s.g % (select count(*) from fill_company) end
  left join account_user rider on rider.company_id = c.id and rider.id = case
    when s.mine then (select id from account_user where company_id = 'demo' and email = 'rider@demo.test')
    when s.g % 10 <> 3 then c.riders[1 + (s.g / 10) % cardinality(c.riders)]
  end
)
insert into reservation (company_id, confirmation_number, account_user_id, status, service_type_id,
  vehicle_type_id, scheduled_pickup_at, route, passenger_count, luggage_count, currency_code,
  currency_symbol, total_minor, rate_lines, trip_distance_meters, trip_duration_seconds, is_guest,
  passenger_first_name, passenger_last_name, passenger_email, payment_gateway_id, card_brand,
  card_last_digits, card_name, card_token, share_hash, created_at, updated_at)
select id, (200000 + g)::text, rider_id, status,
  service_types[1 + g % 3], vehicles[1 + g % cardinality(vehicles)], pickup,
  route, passenger_count, luggage_count, currency_code, currency_symbol, total_minor, rate_lines,
  25000, 2700, rider_id is null,
  coalesce(first_name, 'Guest'), coalesce(last_name, 'Rider ' || g), coalesce(email, 'guest' || g || '@bench.test'),
  gateway_id, 'VISA', '1111', coalesce(first_name || ' ' || last_name, 'Guest Rider'), 'sbx_tok_bench',
  md5(g::text || r::text), least(now(), pickup) - interval '5 days', least(now(), pickup)
from ride`;

/** New bookings count on from the highest confirmation number of each company. */
const COUNTERS = `
insert into company_counter (company_id, name, value)
select company_id, 'confirmation-number', max(confirmation_number::bigint)
from reservation where confirmation_number ~ '^[0-9]+$' group by company_id
on conflict (company_id, name) do update set value = excluded.value`;

const count = async (client: pg.Client, sql: string) =>
  Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);

async function connect(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // A few big statements need not wait for the disk at each commit.
  await client.query('set synchronous_commit = off');
  return client;
}

/** The companies and their riders; how many rides are still to insert, and how many are the rider's. */
async function fillCompanies(client: pg.Client, target: TripHistoryData) {
  const companies = await count(client, 'select count(*) as n from company');
  await client.query(FILLER_COMPANIES, [Math.max(0, target.companies - companies)]);
  for (const sql of COMPANY_ROWS) await client.query(sql);
  const rows = target.reservations - (await count(client, 'select count(*) as n from reservation'));
  const riderRides = await count(
    client,
    `select count(*) as n from reservation r join account_user a on a.id = r.account_user_id
     where a.company_id = 'demo' and a.email = 'rider@demo.test'`,
  );
  const mine = Math.max(0, Math.min(rows, target.riderRides - riderRides));
  const carriers = await count(client, 'select count(distinct company_id) as n from vehicle_type');
  const ridersPerCompany = Math.ceil((rows - mine) / carriers / RIDES_PER_RIDER);
  await client.query(FILLER_RIDERS, [ridersPerCompany]);
  return { rows, mine };
}

/** Fills the database up to `target`, then vacuums and analyses it; returns the seconds it took. */
export async function fillTripHistory(databaseUrl: string, target: TripHistoryData) {
  const started = performance.now();
  const client = await connect(databaseUrl);
  try {
    const { rows, mine } = await fillCompanies(client, target);
    const step = Math.max(1, Math.floor(rows / Math.max(1, mine)));
    const batches: [number, number][] = [];
    for (let from = 1; from <= rows; from += BATCH) {
      batches.push([from, Math.min(rows, from + BATCH - 1)]);
    }
    // Two sessions, so PostgreSQL keeps both cores busy building rows and their index entries.
    await Promise.all(
      Array.from({ length: SESSIONS }, async () => {
        const session = await connect(databaseUrl);
        try {
          await session.query(FILL_COMPANY);
          await session.query(FILL_TRIP);
          for (let batch = batches.shift(); batch; batch = batches.shift()) {
            await session.query(FILL_RESERVATIONS, [...batch, step, mine]);
          }
        } finally {
          await session.end();
        }
      }),
    );
    await client.query(COUNTERS);
    // As autovacuum would by the time a table has grown this big: statistics, and the visibility
    // map that lets index-only scans skip the table.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
