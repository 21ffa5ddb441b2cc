/**
 * getDriverLocation under many riders polling (the tracking issue): 5,000 riders, each following
 * their own ride with a driver on the way, polling as the app polls (by the ride's secret, which
 * the tracking screen got with the ride; decision 52), their polls spread over the server as the
 * app's 15-second timers spread them. Two readings on PostgreSQL (positions in the database, then
 * in Redis when one is reachable): the throughput the server sustains at 50 clients, and the
 * latency at the budget's rate (20,000 riders polling every 15 s is 1,334 requests a second),
 * next to a bare graphql-yoga baseline of the same run.
 */
import { createConnection } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  measure,
  REPEATS,
  row,
  SECONDS,
  summarise,
  WARMUP_SECONDS,
  type Window,
} from './measure.ts';
import { openLoop } from './open-loop.ts';
import { graphql } from './scenarios.ts';
import { startAppServer, startHelloYoga, type RunningServer } from '../lib/servers.ts';

const RIDERS = Number(process.env.BENCH_TRACKING_RIDERS ?? 5_000);
const CONNECTIONS = 50;
/** 20,000 riders at one poll each 15 s, per two-core instance. */
const BUDGET_RATE = Math.ceil(20_000 / 15);
const BUDGET_P99_MS = 20;
/** Connections for the fixed-rate reading: enough that none waits on another at that rate. */
const RATE_CONNECTIONS = 100;

const DRIVER_LOCATION = `query getDriverLocation($reservationId: ID!, $hash: String) {
  getDriverLocation(reservationId: $reservationId, hash: $hash) {
    coordinates { latitude longitude }
    recordedAt
    etaSeconds
  }
}`;

const UPDATE_STATUS = `mutation updateRideStatus($input: UpdateRideStatusInput!) {
  updateRideStatus(input: $input) { id }
}`;

const REPORT_POSITION = `mutation reportDriverPosition($input: DriverPositionInput!) {
  reportDriverPosition(input: $input) { recordedAt }
}`;

interface Poller {
  reservationId: string;
  /** The ride's secret, as getTripLocations gave it to the rider's tracking screen. */
  hash: string;
}

/** A Redis server the bench may use (BENCH_REDIS_URL, else the local one), or null. */
async function reachableRedis(): Promise<string | null> {
  const url = new URL(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15');
  const answered = await new Promise<boolean>((resolve) => {
    const socket = createConnection(Number(url.port || 6379), url.hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
  return answered ? url.toString() : null;
}

/**
 * Riders of the demo company, each with a ride (a copy of a seeded demo ride) assigned to the demo
 * driver, a day apart (a driver cannot hold overlapping rides, migration 0042); written in SQL, since signing 5,000 riders up would spend the bench on password hashing.
 */
async function fillRiders(databaseUrl: string): Promise<Poller[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into account_user (company_id, email, password_hash, first_name, last_name, phone)
       select 'demo', 'poller' || i || '@demo.test', d.password_hash, 'Poller', 'Rider ' || i, '+1 212 555 0100'
       from generate_series(1, $1::int) i,
         (select password_hash from account_user where company_id = 'demo' and email = 'rider@demo.test') d`,
      [RIDERS],
    );
    const rides = await client.query<{ id: string; share_hash: string }>(
      `insert into reservation
       select (jsonb_populate_record(null::reservation, to_jsonb(r) || jsonb_build_object(
         'id', gen_random_uuid(), 'confirmation_number', 'P' || lpad(a.n::text, 7, '0'),
         'account_user_id', a.id, 'status', 'BOOKED', 'scheduled_pickup_at', now() + interval '20 minutes' + (a.n - 1) * interval '1 day',
         'driver_id', d.id, 'share_hash', md5(random()::text)
       ))).*
       from (select id, row_number() over (order by email) as n from account_user
             where company_id = 'demo' and email like 'poller%@demo.test') a,
         (select * from reservation where company_id = 'demo' and status = 'BOOKED'
            and scheduled_pickup_at > now() order by scheduled_pickup_at limit 1) r,
         (select id from staff_user where company_id = 'demo' and email = 'driver@demo.test') d
       returning id, share_hash`,
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    return rides.rows.map((ride) => ({ reservationId: ride.id, hash: ride.share_hash }));
  } finally {
    await client.end();
  }
}

/** The demo driver sets every ride on the way and reports a position for it, through the API. */
async function driveAll(url: string, pollers: Poller[]): Promise<void> {
  const { login } = await graphql<{ login: { accessToken: string } }>(
    url,
    'mutation signIn($input: LoginInfoInput!) { login(input: $input) { accessToken } }',
    {
      input: {
        username: 'driver@demo.test',
        password: 'Demo!Driver2026',
        companyId: 'demo',
        typeOfUser: 'COMPANY_USER',
      },
    },
  );
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const recordedAt = new Date(Date.now() - 5_000).toISOString();
  for (let i = 0; i < pollers.length; i += 50) {
    await Promise.all(
      pollers.slice(i, i + 50).map(async ({ reservationId }, j) => {
        await graphql(
          url,
          UPDATE_STATUS,
          { input: { reservationId, status: 'DRIVER_IS_ON_THE_WAY' } },
          headers,
        );
        await graphql(
          url,
          REPORT_POSITION,
          {
            input: {
              reservationId,
              latitude: 40.7 + ((i + j) % 100) / 1000,
              longitude: -73.99 + ((i + j) % 70) / 1000,
              heading: 90,
              speed: 12,
              recordedAt,
            },
          },
          headers,
        );
      }),
    );
  }
}

/** Each request a different rider's poll, round the 5,000 in turn. */
function pollingLoad(url: string, pollers: Poller[], connections: number, seconds: number) {
  let next = 0;
  return autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const poller = pollers[next++ % pollers.length]!;
          return {
            ...request,
            body: JSON.stringify({
              query: DRIVER_LOCATION,
              variables: { reservationId: poller.reservationId, hash: poller.hash },
            }),
          };
        },
      },
    ],
  });
}

const pollBody = (pollers: Poller[]) => (n: number) => {
  const poller = pollers[n % pollers.length]!;
  return JSON.stringify({
    query: DRIVER_LOCATION,
    variables: { reservationId: poller.reservationId, hash: poller.hash },
  });
};

/**
 * Windows of one load after a warm-up: flat out from `connections` clients (autocannon), or, with
 * a `rate`, polls started on an even schedule whatever the answers do (open loop).
 */
async function pollingWindows(
  server: RunningServer,
  pollers: Poller[],
  connections: number,
  rate?: number,
) {
  const window = async (seconds: number) => {
    if (rate) {
      return openLoop({ url: server.url, rate, seconds, connections, body: pollBody(pollers) });
    }
    const result = await pollingLoad(server.url, pollers, connections, seconds);
    return {
      meanMs: result.latency.average,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
    };
  };
  await window(WARMUP_SECONDS);
  const windows: Window[] = [];
  for (let i = 0; i < Math.max(1, REPEATS); i += 1) {
    const cpuBefore = server.cpuMicros();
    const result = await window(SECONDS);
    const cpu = server.cpuMicros() - cpuBefore;
    windows.push({ ...result, cpuMicrosPerRequest: cpu / Math.max(1, result.total) });
  }
  return summarise(windows);
}

/** Checks a rider's poll answers the driver's position before anything is measured. */
async function assertPollAnswers(url: string, poller: Poller) {
  const { getDriverLocation } = await graphql<{ getDriverLocation: unknown }>(
    url,
    DRIVER_LOCATION,
    { reservationId: poller.reservationId, hash: poller.hash },
  );
  if (!getDriverLocation) throw new Error('getDriverLocation answered no position');
}

export async function benchDriverLocation(): Promise<void> {
  console.log(
    `\ngetDriverLocation polled by ${RIDERS.toLocaleString('en-US')} riders, each their own ride by its secret (PostgreSQL; medians of ${REPEATS} windows of ${SECONDS} s; budget: ${BUDGET_RATE} req/s, the rate of 20,000 riders polling every 15 s, with p99 ≤ ${BUDGET_P99_MS} ms)`,
  );
  const hello = await startHelloYoga();
  let baseline;
  try {
    baseline = await measure(
      { url: hello.url, query: '{ hello }', connections: CONNECTIONS, seconds: SECONDS },
      hello,
    );
    console.log(
      row(
        `baseline: bare graphql-yoga hello, 1 process, ${CONNECTIONS} clients`,
        CONNECTIONS,
        baseline,
      ),
    );
  } finally {
    await hello.stop();
  }

  const redisUrl = await reachableRedis();
  const stores: { label: string; env: Record<string, string> }[] = [
    { label: 'positions in PostgreSQL', env: {} },
    ...(redisUrl ? [{ label: 'positions in Redis', env: { REDIS_URL: redisUrl } }] : []),
  ];
  if (!redisUrl) console.log('  (no Redis server reachable: the Redis reading is skipped)');
  for (const store of stores) {
    const server = await startAppServer('postgres', { env: store.env });
    if (!server?.databaseUrl) {
      await server?.stop();
      console.log('  (no PostgreSQL server reachable: getDriverLocation skipped)');
      return;
    }
    try {
      const pollers = await fillRiders(server.databaseUrl);
      await driveAll(server.url, pollers);
      await assertPollAnswers(server.url, pollers[0]!);
      const processes = `${server.workers} ${server.workers === 1 ? 'process' : 'processes'}`;
      const flatOut = await pollingWindows(server, pollers, CONNECTIONS);
      console.log(
        row(
          `getDriverLocation, ${store.label}, ${processes}, ${CONNECTIONS} clients`,
          CONNECTIONS,
          flatOut,
          baseline,
        ),
      );
      const atBudget = await pollingWindows(server, pollers, RATE_CONNECTIONS, BUDGET_RATE);
      console.log(
        row(
          `getDriverLocation, ${store.label}, ${BUDGET_RATE} polls/s on an even schedule`,
          RATE_CONNECTIONS,
          atBudget,
        ),
      );
      const verdict = (met: boolean) => (met ? 'within budget' : 'OVER BUDGET');
      console.log(
        `  => ${store.label}: sustains ${flatOut.requestsPerSecond.toFixed(0)} req/s (budget ${BUDGET_RATE}): ${verdict(flatOut.requestsPerSecond >= BUDGET_RATE)}; p99 at ${BUDGET_RATE} req/s ${atBudget.p99} ms (${atBudget.p99Range[0]}-${atBudget.p99Range[1]}), budget ${BUDGET_P99_MS} ms: ${verdict(atBudget.p99 <= BUDGET_P99_MS)}`,
      );
    } finally {
      await server.stop();
    }
  }
}
