/**
 * Bulk money for the money screen's bench: the demo company's completed and cancelled rides over
 * the past year, each with its ledger (the card hold, its capture with any tip, a refund now and
 * then), written straight into a seeded server's PostgreSQL database in SQL.
 */
import pg from 'pg';

/** One statement inserts this many rides with their ledger. */
const BATCH = 50_000;

/**
 * Rides numbered g in [$1, $2] of the demo company: pickups spread over the past year, nine in ten
 * completed (captured an hour after pickup, a tip on one in three, one in fifty partly refunded a
 * day later), one in ten cancelled and released; a driver on nine in ten, the vehicle types and
 * drivers taken in turn. Triggers are off for the session (session_replication_role): the board's
 * events and busy periods of rides long over are no part of what is measured, and the company's
 * money days (decision 90) are built once at the end by the migration's own `money_day_rebuild`.
 */
const FILL_MONEY = `
with fleet as (
  select array(select id from vehicle_type where company_id = 'demo' order by id) as vehicles,
    array(select id from staff_user where company_id = 'demo' and role = 'driver' order by id) as drivers,
    (select id from service_type where company_id = 'demo' order by id limit 1) as service_type,
    (select id from payment_gateway where company_id = 'demo' and is_default) as gateway
), slot as (
  select g, f.*, 9000 + (g % 1000) * 5 as price,
    date_trunc('minute', now() - interval '365 days' * random() - interval '2 hours') as pickup
  from generate_series($1::int, $2::int) g, fleet f
), ride as (
  insert into reservation (company_id, confirmation_number, status, service_type_id, vehicle_type_id,
    driver_id, scheduled_pickup_at, route, passenger_count, luggage_count, currency_code,
    currency_symbol, total_minor, rate_lines, trip_distance_meters, trip_duration_seconds, is_guest,
    passenger_first_name, passenger_last_name, passenger_email, payment_gateway_id, card_brand,
    card_last_digits, card_name, card_token, share_hash, tip_minor, created_at, updated_at)
  select 'demo', (5000000 + g)::text, case when g % 10 = 0 then 'CANCELLED' else 'COMPLETED' end,
    service_type, vehicles[1 + g % cardinality(vehicles)],
    case when g % 10 = 9 then null else drivers[1 + g % cardinality(drivers)] end,
    pickup, '[]'::jsonb, 1, 0, 'USD', '$', price + price / 10,
    jsonb_build_array(jsonb_build_object('name', 'Base rate', 'valueInMinorUnits', price),
      jsonb_build_object('name', 'Tax (10%)', 'valueInMinorUnits', price / 10)),
    25000, 2700, true, 'Bench', 'Rider ' || g, 'money' || g || '@bench.test', gateway, 'VISA',
    '1111', 'Bench Rider', 'sbx_tok_bench', md5('money' || g),
    case when g % 3 = 0 then 1500 end, pickup - interval '5 days', pickup + interval '1 hour'
  from slot
  returning id, status, total_minor, coalesce(tip_minor, 0) as tip, scheduled_pickup_at as pickup,
    confirmation_number as n
)
insert into payment_ledger (company_id, reservation_id, kind, amount_minor, currency, reference,
  idempotency_key, created_at)
select 'demo', r.id, m.kind, m.amount, 'USD', 'bench-' || r.n, 'bench-' || m.kind || '-' || r.n, m.at
from ride r, lateral (values
  ('authorised', r.total_minor + r.tip, r.pickup - interval '5 days', true),
  ('captured', r.total_minor + r.tip, r.pickup + interval '1 hour', r.status = 'COMPLETED'),
  ('voided', r.total_minor + r.tip, r.pickup - interval '1 day', r.status = 'CANCELLED'),
  ('refunded', 1000, r.pickup + interval '1 day', r.status = 'COMPLETED' and r.n::int % 50 = 1)
) as m(kind, amount, at, happened)
where m.happened`;

/** Fills the demo company with `rides` rides and their ledger, then analyses; the seconds it took. */
export async function fillMoney(databaseUrl: string, rides: number): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query('set session_replication_role = replica');
    for (let from = 1; from <= rides; from += BATCH) {
      await client.query(FILL_MONEY, [from, Math.min(rides, from + BATCH - 1)]);
    }
    await client.query(`select money_day_rebuild('demo')`);
    for (const table of ['reservation', 'payment_ledger', 'ride_money_day', 'company_money_day']) {
      await client.query(`vacuum analyze ${table}`);
    }
    // The fill's dirty pages written out now, not by a checkpoint in the middle of a measurement.
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
