/**
 * The riders' notices' outbox (decision 78): 10,000 "driver on the way" notices raised within a
 * minute, on the app server as `npm start` runs it on PostgreSQL (one process per core, each with
 * its job runner), must all be handed to their channels within two minutes. The rides are
 * guests' rides with a phone number, so each notice becomes one text message (the offline SMS
 * provider keeps it in the outbox): the time runs from the first notice raised to the last
 * message marked sent.
 */
import pg from 'pg';
import { startAppServer } from '../lib/servers.ts';
import { comparison, figure, NOISE } from './results.ts';

const NOTICES = Number(process.env.BENCH_OUTBOX_NOTICES ?? 10_000);
const RAISE_BUDGET_MS = 60_000;
const BUDGET_MS = 120_000;
/** Notices raised per statement, as many writes committing side by side would raise them. */
const RAISE_BATCH = 250;

/** Guests' rides under way, copied from a seeded ride of the demo company, each with a phone. */
async function prepareRides(client: pg.Client): Promise<void> {
  await client.query(
    `insert into reservation (
       id, company_id, confirmation_number, account_user_id, status, service_type_id,
       vehicle_type_id, scheduled_pickup_at, route, passenger_count, luggage_count,
       currency_code, currency_symbol, total_minor, rate_lines, trip_distance_meters,
       trip_duration_seconds, is_guest, passenger_first_name, passenger_last_name,
       passenger_email, passenger_phone, payment_gateway_id, card_brand, card_last_digits,
       card_name, card_token, share_hash, created_at, updated_at)
     select gen_random_uuid(), r.company_id, 'OB' || g, null, 'DRIVER_IS_ON_THE_WAY',
       r.service_type_id, r.vehicle_type_id, now() + interval '1 day', r.route, 1, 0,
       r.currency_code, r.currency_symbol, r.total_minor, r.rate_lines, r.trip_distance_meters,
       r.trip_duration_seconds, true, 'Bench', 'Rider', 'bench' || g || '@example.test',
       '+1 212 555 0123', r.payment_gateway_id, r.card_brand, r.card_last_digits, r.card_name,
       r.card_token, md5(g::text), now(), now()
     from generate_series(1, $1::int) g,
       (select * from reservation where company_id = 'demo' order by created_at limit 1) r`,
    [NOTICES],
  );
}

async function count(client: pg.Client, text: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(text);
  return Number(rows[0]?.n ?? 0);
}

export async function benchOutbox(): Promise<void> {
  console.log(
    `\nRiders' notices: ${NOTICES} "on the way" notices raised at once, handed to their channels by the job runners`,
  );
  const server = await startAppServer('postgres');
  if (!server?.databaseUrl) {
    console.log('  skipped: no PostgreSQL server answers');
    await server?.stop();
    return;
  }
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await prepareRides(client);
    const ids = (
      await client.query<{ id: string }>(
        `select id from reservation where confirmation_number like 'OB%' order by id`,
      )
    ).rows.map((row) => row.id);
    const started = performance.now();
    for (let i = 0; i < ids.length; i += RAISE_BATCH) {
      // As a driver's status change raises it: once per ride (ride_notice_once).
      await client.query(
        `insert into ride_notice (company_id, reservation_id, kind, change_key)
         select 'demo', id, 'on_the_way', 'on_the_way' from unnest($1::uuid[]) id
         on conflict do nothing`,
        [ids.slice(i, i + RAISE_BATCH)],
      );
    }
    const raisedMs = performance.now() - started;
    let sent = 0;
    while (sent < ids.length && performance.now() - started < BUDGET_MS * 2) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      sent = await count(
        client,
        `select count(*) as n from notice_delivery d join reservation r on r.id = d.reservation_id
         where r.confirmation_number like 'OB%' and d.status = 'done'`,
      );
    }
    const doneMs = performance.now() - started;
    const failed = await count(
      client,
      `select count(*) as n from notice_delivery where status = 'failed'`,
    );
    const processes = `${server.workers} ${server.workers === 1 ? 'process' : 'processes'}`;
    const verdict =
      sent === ids.length && doneMs <= BUDGET_MS && raisedMs <= RAISE_BUDGET_MS
        ? 'within budget'
        : 'OVER BUDGET';
    const kind = { unit: 's', better: 'lower', noise: NOISE.load } as const;
    const was = (name: string, ms: number) =>
      `${name} ${comparison(figure(`${NOTICES} notices: ${name}`, ms / 1000, kind), 's')}`;
    console.log(
      `  postgres, ${processes}: ${ids.length} notices raised in ${(raisedMs / 1000).toFixed(1)} s; ${sent} messages sent (${failed} failed) ${(doneMs / 1000).toFixed(1)} s after the first, ${((sent / doneMs) * 1000).toFixed(0)} a second; budget ${BUDGET_MS / 1000} s: ${verdict}  [last release: ${was('raised', raisedMs)}, ${was('sent', doneMs)}]`,
    );
  } finally {
    await client.end();
    await server.stop();
  }
}
