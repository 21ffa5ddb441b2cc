/**
 * assignRide under 20 dispatchers at once (the dispatch issue's budget: p99 ≤ 100 ms on
 * PostgreSQL): each request assigns a driver and a fleet vehicle to a ride, or reassigns it to
 * another pair, through the API of the app server as `npm start` runs it. The rides lie a day apart,
 * so every assignment succeeds and each is a real write (the ride's row lock, the exclusion
 * constraints' checks, the audit row and the mails to the drivers and the rider).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import {
  measure,
  median,
  REPEATS,
  row,
  SECONDS,
  summarise,
  WARMUP_SECONDS,
  type Measured,
  type Window,
} from './measure.ts';
import { openLoop } from './open-loop.ts';
import { graphql } from './scenarios.ts';
import { commandCpuMicros } from '../lib/processes.ts';
import { startAppServer, startHelloYoga, type RunningServer } from '../lib/servers.ts';

const DISPATCHERS = 20;
const BUDGET_P99_MS = 100;
/** The paced load: every dispatcher assigning 5 rides a second. */
const PACED_RATE = DISPATCHERS * 5;
/** Rides to assign: a request comes back to a ride only after all the others. */
const RIDES = Number(process.env.BENCH_ASSIGNMENT_RIDES ?? 2_000);
/** Drivers and vehicles: a ride's next assignment is always another pair than its last. */
const DRIVERS = 40;

const ASSIGN_RIDE = `mutation assignRide($input: AssignRideInput!) {
  assignRide(input: $input) { reservationId busyFrom busyUntil }
}`;

interface Fleet {
  rides: string[];
  drivers: string[];
  vehicles: string[];
}

/**
 * Dispatchers, drivers, vehicles (of the ride's vehicle type) and rides (copies of a seeded demo
 * ride, a day apart) of the demo company, written in SQL: signing them up through the API would
 * spend the bench on password hashing.
 */
async function fillFleet(databaseUrl: string): Promise<Fleet> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into staff_user (company_id, role, email, password_hash, first_name, last_name, phone)
       select 'demo', 'dispatcher', 'bench-dispatcher' || i || '@demo.test', s.password_hash,
         'Bench', 'Dispatcher ' || i, ''
       from generate_series(1, $1::int) i,
         (select password_hash from staff_user where company_id = 'demo' and email = 'dispatcher@demo.test') s`,
      [DISPATCHERS],
    );
    const drivers = await client.query<{ id: string }>(
      `insert into staff_user (company_id, role, email, password_hash, first_name, last_name, phone)
       select 'demo', 'driver', 'bench-driver' || i || '@demo.test', s.password_hash,
         'Bench', 'Driver ' || i, '+1 212 555 0100'
       from generate_series(1, $1::int) i,
         (select password_hash from staff_user where company_id = 'demo' and email = 'driver@demo.test') s
       returning id`,
      [DRIVERS],
    );
    const template = await client.query<{ id: string; vehicle_type_id: number }>(
      `select id, vehicle_type_id from reservation
       where company_id = 'demo' and status = 'BOOKED' and scheduled_pickup_at > now()
       order by scheduled_pickup_at limit 1`,
    );
    const ride = template.rows[0];
    if (!ride) throw new Error('benchmark set-up failed: the demo company has no booked ride');
    const vehicles = await client.query<{ id: string }>(
      `insert into fleet_vehicle
         (company_id, vehicle_type_id, license_plate, make, model, color, passenger_capacity)
       select 'demo', $2::int, 'BENCH ' || i, 'Lincoln', 'Continental', 'Black', 14
       from generate_series(1, $1::int) i
       returning id`,
      [DRIVERS, ride.vehicle_type_id],
    );
    const rides = await client.query<{ id: string }>(
      `insert into reservation
       select (jsonb_populate_record(null::reservation, to_jsonb(r) || jsonb_build_object(
         'id', gen_random_uuid(), 'confirmation_number', 'A' || lpad(i::text, 7, '0'),
         'status', 'BOOKED', 'scheduled_pickup_at', now() + i * interval '1 day',
         'driver_id', null, 'fleet_vehicle_id', null, 'share_hash', md5(random()::text)
       ))).*
       from generate_series(1, $1::int) i, (select * from reservation where id = $2) r
       returning id`,
      [RIDES, ride.id],
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    return {
      rides: rides.rows.map((r) => r.id),
      drivers: drivers.rows.map((d) => d.id),
      vehicles: vehicles.rows.map((v) => v.id),
    };
  } finally {
    await client.end();
  }
}

/** Each bench dispatcher signed in, as the console signs in. */
async function signInDispatchers(url: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 1; i <= DISPATCHERS; i += 1) {
    const { login } = await graphql<{ login: { accessToken: string } }>(
      url,
      'mutation signIn($input: LoginInfoInput!) { login(input: $input) { accessToken } }',
      {
        input: {
          username: `bench-dispatcher${i}@demo.test`,
          password: 'Demo!Dispatch2026',
          companyId: 'demo',
          typeOfUser: 'COMPANY_USER',
        },
      },
    );
    tokens.push(login.accessToken);
  }
  return tokens;
}

/**
 * The n-th assignment: rides in turn, each visit to a ride with the next driver and vehicle (the
 * first visit assigns, later ones reassign), by the dispatchers in turn.
 */
function assignmentOf(fleet: Fleet, tokens: string[], n: number) {
  const ride = n % fleet.rides.length;
  const visit = Math.floor(n / fleet.rides.length);
  const pair = (ride + visit) % fleet.drivers.length;
  return {
    token: tokens[n % tokens.length]!,
    body: JSON.stringify({
      query: ASSIGN_RIDE,
      variables: {
        input: {
          reservationId: fleet.rides[ride],
          driverId: fleet.drivers[pair],
          fleetVehicleId: fleet.vehicles[pair],
        },
      },
    }),
  };
}

/** A window's figures with the local PostgreSQL server's CPU per request beside the app's. */
type AssignmentWindow = Window & { databaseCpuMicrosPerRequest: number };

/**
 * Windows of dispatchers assigning flat out on one server (answers with errors are counted), each
 * ride's visits continuing from the last window.
 */
function assignmentLoad({ server, fleet, tokens }: Assigning) {
  let next = 0;
  let refused = 0;
  const window = async (seconds: number): Promise<AssignmentWindow> => {
    const cpuBefore = server.cpuMicros();
    const databaseCpuBefore = commandCpuMicros('postgres');
    const result = await autocannon({
      url: `${server.url}/graphql`,
      method: 'POST',
      connections: DISPATCHERS,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const { token, body } = assignmentOf(fleet, tokens, next++);
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body,
            };
          },
          onResponse: (_status, body) => {
            if (body.includes('"errors"')) refused += 1;
          },
        },
      ],
    });
    const cpu = server.cpuMicros() - cpuBefore;
    const databaseCpu = commandCpuMicros('postgres') - databaseCpuBefore;
    const answered = Math.max(1, result.requests.total);
    return {
      meanMs: result.latency.average,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
      cpuMicrosPerRequest: cpu / answered,
      databaseCpuMicrosPerRequest: databaseCpu / answered,
    };
  };
  return {
    window,
    /** Assignments sent so far (the next one's number). */
    sent: () => next,
    /** Throws when any assignment was refused: the figures would be void. */
    assertNoneRefused() {
      if (refused > 0) {
        throw new Error(`${refused} of ${next} assignments were refused: the figures are void`);
      }
    },
  };
}

/** A started server with its fleet and signed-in dispatchers. */
interface Assigning {
  server: RunningServer;
  fleet: Fleet;
  tokens: string[];
}

/**
 * The app server on a PostgreSQL database of its own, its fleet filled and its dispatchers signed
 * in, one assignment made through the API (it must succeed); null without a PostgreSQL server.
 */
async function startAssigning(env: Record<string, string> = {}): Promise<Assigning | null> {
  const server = await startAppServer('postgres', { env });
  if (!server?.databaseUrl) {
    await server?.stop();
    return null;
  }
  try {
    const fleet = await fillFleet(server.databaseUrl);
    const tokens = await signInDispatchers(server.url);
    const first = assignmentOf(fleet, tokens, 0);
    await graphql(server.url, ASSIGN_RIDE, JSON.parse(first.body).variables, {
      authorization: `Bearer ${first.token}`,
    });
    return { server, fleet, tokens };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const databaseCpu = (windows: AssignmentWindow[]) =>
  median(windows.map((w) => w.databaseCpuMicrosPerRequest));

export async function benchAssignment(): Promise<void> {
  console.log(
    `\nassignRide by ${DISPATCHERS} dispatchers at once, assigning and reassigning drivers and vehicles to ${RIDES.toLocaleString('en-US')} rides (PostgreSQL; medians of ${REPEATS} windows of ${SECONDS} s; budget p99 ≤ ${BUDGET_P99_MS} ms)`,
  );
  const hello = await startHelloYoga();
  let baseline;
  try {
    baseline = await measure(
      { url: hello.url, query: '{ hello }', connections: DISPATCHERS, seconds: SECONDS },
      hello,
    );
    console.log(
      row(
        `baseline: bare graphql-yoga hello, 1 process, ${DISPATCHERS} clients`,
        DISPATCHERS,
        baseline,
      ),
    );
  } finally {
    await hello.stop();
  }

  // The server as `npm start` runs it, and beside it (idle while the other is measured) the same
  // with every statement parsed and planned on each call: decision 65's comparison, in windows
  // taken in turn so that what else the host does falls on both alike.
  const assigning = await startAssigning();
  if (!assigning) {
    console.log('  (no PostgreSQL server reachable: assignRide skipped)');
    return;
  }
  const unprepared = await startAssigning({ DATABASE_PREPARED_STATEMENTS: 'off' }).catch(
    async (error: unknown) => {
      await assigning.server.stop();
      throw error;
    },
  );
  const { server, fleet, tokens } = assigning;
  try {
    if (!unprepared) throw new Error('the comparison server found no PostgreSQL server');
    const load = assignmentLoad(assigning);
    const comparison = assignmentLoad(unprepared);
    await load.window(WARMUP_SECONDS);
    await comparison.window(WARMUP_SECONDS);
    const windows: AssignmentWindow[] = [];
    const comparisonWindows: AssignmentWindow[] = [];
    for (let i = 0; i < Math.max(1, REPEATS); i += 1) {
      windows.push(await load.window(SECONDS));
      comparisonWindows.push(await comparison.window(SECONDS));
    }
    load.assertNoneRefused();
    comparison.assertNoneRefused();
    const measured = summarise(windows);
    const unpreparedMeasured = summarise(comparisonWindows);
    const processes = `${server.workers} ${server.workers === 1 ? 'process' : 'processes'}`;
    console.log(
      row(
        `assignRide (assign and reassign), ${processes}, ${DISPATCHERS} dispatchers`,
        DISPATCHERS,
        measured,
        baseline,
      ),
    );
    console.log(
      row(
        `comparison: statements not kept prepared (DATABASE_PREPARED_STATEMENTS=off)`,
        DISPATCHERS,
        unpreparedMeasured,
        baseline,
      ),
    );
    const cpu = (m: Measured, w: AssignmentWindow[]) => m.cpuMicrosPerRequest + databaseCpu(w);
    const preparedCpu = cpu(measured, windows);
    const unpreparedCpu = cpu(unpreparedMeasured, comparisonWindows);
    const percent = (gain: number) => `${gain >= 0 ? '+' : ''}${Math.round(gain * 100)} %`;
    console.log(
      `  => keeping statements prepared (decision 65): ${Math.round(measured.requestsPerSecond)} vs ${Math.round(unpreparedMeasured.requestsPerSecond)} assignments/s (${percent(measured.requestsPerSecond / unpreparedMeasured.requestsPerSecond - 1)}); PostgreSQL CPU ${Math.round(databaseCpu(windows))} vs ${Math.round(databaseCpu(comparisonWindows))} µs and app + PostgreSQL CPU ${Math.round(preparedCpu)} vs ${Math.round(unpreparedCpu)} µs per assignment (${percent(unpreparedCpu / preparedCpu - 1)} assignments per CPU second); p99 ${measured.p99} vs ${unpreparedMeasured.p99} ms`,
    );
    const assignments = load.sent();
    // The same dispatchers at a steady pace: each assigns 5 rides a second (far beyond a person),
    // on a schedule kept whatever the answers do.
    const paced: number[] = [];
    let next = assignments;
    for (let i = 0; i < Math.max(1, REPEATS); i += 1) {
      const assignments = new Map<number, { token: string; body: string }>();
      const of = (n: number) => {
        if (!assignments.has(n)) assignments.set(n, assignmentOf(fleet, tokens, next + n));
        return assignments.get(n)!;
      };
      const result = await openLoop({
        url: server.url,
        rate: PACED_RATE,
        seconds: SECONDS,
        connections: DISPATCHERS,
        body: (n) => of(n).body,
        headers: (n) => ({ authorization: `Bearer ${of(n).token}` }),
      });
      next += result.total;
      if (result.errors + result.non2xx > 0) throw new Error('paced assignments failed');
      paced.push(result.p99);
      console.log(
        `  paced: ${PACED_RATE} assignments/s (${DISPATCHERS} dispatchers, 5 a second each)        ${Math.round(result.requestsPerSecond)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
      );
    }
    const verdict = measured.p99 <= BUDGET_P99_MS ? 'within budget' : 'OVER BUDGET';
    console.log(
      `  => assignRide on PostgreSQL: ${assignments} assignments, none refused; median p99 ${measured.p99} ms (${measured.p99Range[0]}-${measured.p99Range[1]}), budget ${BUDGET_P99_MS} ms: ${verdict}`,
    );
    const pacedP99 = paced.sort((a, b) => a - b)[Math.floor(paced.length / 2)]!;
    console.log(
      `  => paced at ${PACED_RATE} assignments/s: median p99 ${pacedP99} ms, budget ${BUDGET_P99_MS} ms: ${pacedP99 <= BUDGET_P99_MS ? 'within budget' : 'OVER BUDGET'}`,
    );
  } finally {
    await Promise.all([server.stop(), unprepared?.server.stop()]);
  }
}
