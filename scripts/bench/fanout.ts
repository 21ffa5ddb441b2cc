/**
 * Live dispatch events fanned out to many boards (the dispatch issue): 500 boards subscribed to
 * dispatchEvents over server-sent events (as the console's urql client subscribes: a POST with
 * Accept: text/event-stream), signed in as the demo company's dispatchers, on the app server as
 * `npm start` runs it on PostgreSQL (one process per core, events between them over
 * LISTEN/NOTIFY). A dispatcher assigns and unassigns a ride, in turn; each change is timed from
 * the moment the mutation is sent to the moment the last of the 500 boards has it.
 */
import pg from 'pg';
import { graphql } from './scenarios.ts';
import { startAppServer } from '../lib/servers.ts';
import { comparison, figure, NOISE } from './results.ts';

const BOARDS = Number(process.env.BENCH_FANOUT_BOARDS ?? 500);
const CHANGES = Number(process.env.BENCH_FANOUT_CHANGES ?? 40);
const BUDGET_MS = 1_000;
/** How long one change may take to reach every board before the bench gives up on it. */
const GIVE_UP_MS = 30_000;

const SUBSCRIPTION = `subscription dispatchEvents {
  dispatchEvents { cursor kind ride { id driver { id } } }
}`;
const ASSIGN = `mutation assignRide($input: AssignRideInput!) {
  assignRide(input: $input) { reservationId }
}`;
const UNASSIGN = `mutation unassignRide($id: ID!) {
  unassignRide(reservationId: $id) { reservationId }
}`;
const SIGN_IN = `mutation signIn($input: LoginInfoInput!) { login(input: $input) { accessToken } }`;

interface BoardEvent {
  dispatchEvents: { kind: string; ride: { id: string; driver: { id: string } | null } | null };
}

/** One board: its stream, and a callback for each event it receives. */
async function openBoard(
  url: string,
  token: string,
  onEvent: (event: BoardEvent['dispatchEvents'], at: number) => void,
  signal: AbortSignal,
) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query: SUBSCRIPTION }),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`subscribe answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5))
            .join('');
          if (!data.trim()) continue;
          const body = JSON.parse(data) as { data?: BoardEvent };
          if (body.data) onEvent(body.data.dispatchEvents, performance.now());
        }
      }
    } catch {
      // Closed at the end of the bench.
    }
  })();
}

/** A ride far ahead (so no assignment clashes with it), a vehicle of its type, written in SQL. */
async function prepareRide(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ride = await client.query<{ id: string; vehicle_type_id: number }>(
      `insert into reservation
       select (jsonb_populate_record(null::reservation, to_jsonb(r) || jsonb_build_object(
         'id', gen_random_uuid(), 'confirmation_number', 'F0000001', 'status', 'BOOKED',
         'driver_id', null, 'fleet_vehicle_id', null,
         'scheduled_pickup_at', now() + interval '300 days', 'share_hash', md5(random()::text)
       ))).*
       from (select * from reservation where company_id = 'demo' order by created_at limit 1) r
       returning id, vehicle_type_id`,
    );
    const { id, vehicle_type_id } = ride.rows[0]!;
    const vehicle = await client.query<{ id: string }>(
      `insert into fleet_vehicle
         (company_id, vehicle_type_id, license_plate, make, model, color, passenger_capacity)
       values ('demo', $1, 'FANOUT 1', 'Lincoln', 'Navigator', 'Black', 60) returning id`,
      [vehicle_type_id],
    );
    const driver = await client.query<{ id: string }>(
      `select id from staff_user where company_id = 'demo' and email = 'driver@demo.test'`,
    );
    return { rideId: id, vehicleId: vehicle.rows[0]!.id, driverId: driver.rows[0]!.id };
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function benchFanout(): Promise<void> {
  console.log(
    `\nLive dispatch events: ${BOARDS} boards connected over server-sent events, ${CHANGES} changes (assign / unassign in turn), from sending the change to the last board having it`,
  );
  const server = await startAppServer('postgres');
  if (!server?.databaseUrl) {
    console.log('  (no PostgreSQL server reachable: skipped)');
    return;
  }
  const abort = new AbortController();
  try {
    const { rideId, vehicleId, driverId } = await prepareRide(server.databaseUrl);
    const { login } = await graphql<{ login: { accessToken: string } }>(server.url, SIGN_IN, {
      input: {
        username: 'dispatcher@demo.test',
        password: 'Demo!Dispatch2026',
        companyId: 'demo',
        typeOfUser: 'COMPANY_USER',
      },
    });
    const headers = { authorization: `Bearer ${login.accessToken}` };

    /** Per board, when it saw the ride assigned (true) or unassigned (false) last. */
    let expected: boolean | null = null;
    let pending = 0;
    let lastAt = 0;
    let allArrived: (() => void) | null = null;
    const seen = new Array<boolean | null>(BOARDS).fill(null);
    for (let i = 0; i < BOARDS; i++) {
      await openBoard(
        server.url,
        login.accessToken,
        (event, at) => {
          if (event.kind !== 'RIDE_CHANGED' || event.ride?.id !== rideId) return;
          const assigned = event.ride.driver !== null;
          if (assigned !== expected || seen[i] === assigned) return;
          seen[i] = assigned;
          lastAt = at;
          if (--pending === 0) allArrived?.();
        },
        abort.signal,
      );
    }

    const change = async (assign: boolean) => {
      expected = assign;
      pending = BOARDS;
      const arrived = new Promise<void>((resolve, reject) => {
        allArrived = resolve;
        setTimeout(
          () => reject(new Error(`${pending} boards still waiting after ${GIVE_UP_MS} ms`)),
          GIVE_UP_MS,
        ).unref();
      });
      const started = performance.now();
      if (assign) {
        await graphql(
          server.url,
          ASSIGN,
          { input: { reservationId: rideId, driverId, fleetVehicleId: vehicleId } },
          headers,
        );
      } else {
        await graphql(server.url, UNASSIGN, { id: rideId }, headers);
      }
      await arrived;
      return lastAt - started;
    };

    // The last boards' subscriptions settle, then a warm-up change reaches every board.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await change(true);
    await change(false);
    const times: number[] = [];
    for (let n = 0; n < CHANGES; n++) times.push(await change(n % 2 === 0));
    const sorted = [...times].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const max = sorted[sorted.length - 1]!;
    const processes = `${server.workers} ${server.workers === 1 ? 'process' : 'processes'}`;
    const kind = { unit: 'ms', better: 'lower', noise: NOISE.load } as const;
    const was = (name: string, value: number) =>
      `${name} ${comparison(figure(`fan-out to ${BOARDS} boards: ${name}`, value, kind), 'ms')}`;
    console.log(
      `  fan-out to ${BOARDS} boards on postgres, ${processes}: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms; budget ${BUDGET_MS} ms to the last board: ${max <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}  [last release: ${was('p50', p50)}, ${was('p99', p99)}, ${was('max', max)}]`,
    );
  } finally {
    abort.abort();
    await server.stop();
  }
}
