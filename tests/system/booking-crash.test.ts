import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../../scripts/lib/postgres.ts';

const MAIN = resolve('apps/server/dist/main.js');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  base: Promise<string>;
  exited: Promise<unknown>;
}

/** The built server, one process, on the given database. */
function start(databaseUrl: string): Running {
  const dataDir = mkdtempSync(join(tmpdir(), 'ride-crash-'));
  dirs.push(dataDir);
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const base = new Promise<string>((found, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) found(match[1]!);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => failed(new Error(`The server stopped:\n${output.slice(-2_000)}`)));
  });
  return { child, base, exited };
}

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
}

async function gql<T>(
  base: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

async function dataOf<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { data, errors } = await answer;
  if (!data) throw new Error(JSON.stringify(errors));
  return data;
}

const BOOK = `mutation createReservation($input: CreateReservationInput!) {
  createReservation(input: $input) { id confirmationNumber }
}`;
type Booked = { createReservation: { id: string; confirmationNumber: string } };

/** The demo rider signed in, with the seeded saved card, and a trip priced as the app prices it. */
async function bookingInput(base: string) {
  const { signIn } = await dataOf(
    gql<{ signIn: { accessToken: string } }>(
      base,
      `mutation signIn($input: LoginInfoInput!) { signIn(input: $input) { accessToken } }`,
      {
        input: {
          username: 'rider@demo.test',
          password: 'Demo!Rider2026',
          companyId: 'demo',
          typeOfUser: 'ACCOUNT_USER',
        },
      },
    ),
  );
  const auth = { authorization: `Bearer ${signIn.accessToken}` };
  const { getSavedPaymentOptions } = await dataOf(
    gql<{ getSavedPaymentOptions: { nodes: { id: string }[] } }>(
      base,
      `query cards($input: SavedPaymentOptionsInput!) {
        getSavedPaymentOptions(input: $input) { nodes { id } } }`,
      { input: { coid: 'demo' } },
      auth,
    ),
  );
  const { getCompanyData } = await dataOf(
    gql<{
      getCompanyData: { systemSettings: { defaultServiceTypes: { id: number; code: string }[] } };
    }>(
      base,
      `query company($coid: String!) {
        getCompanyData(coid: $coid) { systemSettings { defaultServiceTypes { id code } } } }`,
      { coid: 'demo' },
    ),
  );
  const pickup = new Date(Date.now() + 26 * 3_600_000);
  pickup.setUTCSeconds(0, 0);
  const place = (name: string, line1: string, latitude: number, longitude: number) => ({
    type: 'ADDRESS',
    address: {
      name,
      line1,
      city: 'New York',
      stateCode: 'NY',
      postalCode: '10017',
      countryCode: 'US',
      coordinates: { latitude, longitude },
    },
  });
  const trip = {
    coid: 'demo',
    serviceTypeId: getCompanyData.systemSettings.defaultServiceTypes.find((t) => t.code !== 'HRL')
      ?.id,
    scheduledPickupTime: pickup.toISOString(),
    totalPassengers: 1,
    totalLuggage: 0,
    route: [
      place('Grand Central', '89 E 42nd St', 40.7527, -73.9772),
      place('The Plaza', '768 5th Ave', 40.7646, -73.9743),
    ],
  };
  const { lookupRates } = await dataOf(
    gql<{ lookupRates: { vehicles: { typeId: number; amountInMinorUnits: number }[] } }>(
      base,
      `mutation rates($input: LookupRatesInput!) {
        lookupRates(input: $input) { vehicles { typeId amountInMinorUnits } } }`,
      { input: trip },
      auth,
    ),
  );
  const vehicle = lookupRates.vehicles[0]!;
  const input = {
    trip,
    vehicleTypeId: vehicle.typeId,
    expectedAmountInMinorUnits: vehicle.amountInMinorUnits,
    payment: { savedPaymentId: getSavedPaymentOptions.nodes[0]!.id },
  };
  return { input, auth };
}

const BOOKINGS = 24;

describe('bookings cut off by a crash', () => {
  it('answers every unanswered Idempotency-Key with its ride, or books it once, after a SIGKILL', async (context) => {
    const database = await createThrowawayDatabase('ride_crash');
    if (!database) {
      context.skip();
      return;
    }
    const db = new pg.Client({ connectionString: database.url });
    let second: Running | undefined;
    try {
      const first = start(database.url);
      const firstBase = await first.base;
      await db.connect();
      const { input, auth } = await bookingInput(firstBase);
      // The rides booked here: the seed's were made before.
      const since = (await db.query<{ now: Date }>('select now() as now')).rows[0]!.now;
      const count = async (query: string, params: unknown[] = []) =>
        Number((await db.query<{ n: string }>(query, params)).rows[0]!.n);
      const rides = () =>
        count('select count(*) as n from reservation where created_at >= $1', [since]);
      // Every booking's hold at the gateway, held or not (the seed's have keys of their own).
      const holds = (status = '%') =>
        count(
          `select count(*) as n from sandbox_hold
           where idempotency_key like 'reservation:demo:%' and status like $1`,
          [status],
        );
      const book = (base: string, key: string) =>
        gql<Booked>(base, BOOK, { input }, { ...auth, 'idempotency-key': key });

      // Every booking at once; the server is killed once a few have answered, the others caught
      // at whatever step they were: pricing, holding the card, keeping the ride or answering.
      const keys = Array.from({ length: BOOKINGS }, () => randomUUID());
      const answered = new Map<string, string>();
      const refused: unknown[] = [];
      let killed = false;
      await Promise.allSettled(
        keys.map(async (key) => {
          const answer = await book(firstBase, key);
          if (!answer.data) refused.push(answer.errors);
          else answered.set(key, answer.data.createReservation.id);
          if (answered.size >= 4 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }),
      );
      await first.exited;
      expect(refused).toEqual([]);
      const unanswered = keys.filter((key) => !answered.has(key));
      expect(unanswered.length).toBeGreaterThan(0);
      const ridesAtCrash = await rides();
      const holdsAtCrash = await holds();

      // A new process on the same database; each unanswered key is retried twice at once, until
      // it answers (its claim is taken over once the dead run's lease has run out).
      second = start(database.url);
      const secondBase = await second.base;
      let waiting = unanswered;
      for (let round = 0; waiting.length > 0 && round < 10; round += 1) {
        const results = await Promise.all(
          waiting.map(async (key) => ({
            key,
            answers: await Promise.all([book(secondBase, key), book(secondBase, key)]),
          })),
        );
        waiting = [];
        for (const { key, answers } of results) {
          const stillGoing = answers.some(
            (a) => a.errors?.[0]?.extensions?.reason === 'REQUEST_IN_PROGRESS',
          );
          if (stillGoing) {
            waiting.push(key);
            continue;
          }
          for (const answer of answers) expect(answer.errors, key).toBeUndefined();
          expect(answers[1]!.data).toEqual(answers[0]!.data);
          answered.set(key, answers[0]!.data!.createReservation.id);
        }
        if (waiting.length > 0) await new Promise((r) => setTimeout(r, 2_000));
      }
      expect(waiting).toEqual([]);

      // One ride per key, each with one hold on the card, and no other hold at the gateway.
      expect(new Set(answered.values()).size).toBe(BOOKINGS);
      expect(await rides()).toBe(BOOKINGS);
      const holdsPerRide = await db.query<{ id: string; held: string; all: string }>(
        `select r.id, count(*) filter (where h.status = 'held') as held, count(h.id) as all
         from reservation r left join payment_hold h on h.reservation_id = r.id
         where r.created_at >= $1 group by r.id`,
        [since],
      );
      expect(holdsPerRide.rows.map((row) => [row.held, row.all])).toEqual(
        Array.from({ length: BOOKINGS }, () => ['1', '1']),
      );
      expect(await holds('held')).toBe(BOOKINGS);
      expect(await holds()).toBe(BOOKINGS);
      console.info(
        `Booking crash: ${unanswered.length} of ${BOOKINGS} unanswered at the kill, ` +
          `${ridesAtCrash - (BOOKINGS - unanswered.length)} of them booked, ` +
          `${holdsAtCrash - ridesAtCrash} more held on the card only`,
      );
    } finally {
      second?.child.kill('SIGTERM');
      await second?.exited;
      await db.end().catch(() => undefined);
      await database.drop();
    }
  }, 240_000);
});
