/**
 * Zone fares' cost to the rider's quote (decision 86): the demo company's lookupRates (JFK to The
 * Plaza) measured without zones, then with 50 zones and a fare per vehicle type between
 * neighbours (the trip's two zones among them, so every quote is a zone fare), then without
 * again, twice over, on one app server in one run. Reported as server CPU per lookup: the median
 * with zones against the median without, whose spread shows what the machine itself moves.
 */
import { assertAnswers } from './load.ts';
import { measure, median, SECONDS } from './measure.ts';
import { airportLookup, graphql, type PreparedRequest } from './scenarios.ts';
import { startAppServer, type RunningServer } from '../lib/servers.ts';
import { comparison, figure, NOISE } from './results.ts';

const ZONES = 50;
const CONNECTIONS = 50;
const TARGET_RATIO = 1.1;
/** Rounds of adding and removing the zones: each measured once with them and once after. */
const ROUNDS = 2;
/** The app's company cache (COMPANY_CACHE_TTL_MS) and a margin: every process sees the change. */
const CACHE_SETTLE_MS = 6_000;

const JFK = { latitude: 40.6398, longitude: -73.7789 };
const PLAZA = { latitude: 40.7646, longitude: -73.9743 };

/** A square of [latitude, longitude] corners around a point. */
const box = (latitude: number, longitude: number, half: number) => [
  [latitude - half, longitude - half],
  [latitude - half, longitude + half],
  [latitude + half, longitude + half],
  [latitude + half, longitude - half],
];

/**
 * The trip's two zones, and 48 more on a grid over the city and Long Island that holds neither
 * end of the trip: a lookup tests its points against every one of them.
 */
function zoneShapes(): { name: string; points: number[][] }[] {
  const shapes = [
    { name: 'JFK', points: box(JFK.latitude, JFK.longitude, 0.03) },
    { name: 'Midtown', points: box(PLAZA.latitude, PLAZA.longitude, 0.02) },
  ];
  for (let i = 0; shapes.length < ZONES; i += 1) {
    const latitude = 40.5 + Math.floor(i / 8) * 0.09;
    const longitude = -74.25 + (i % 8) * 0.09;
    const near = (p: { latitude: number; longitude: number }) =>
      Math.abs(p.latitude - latitude) < 0.07 && Math.abs(p.longitude - longitude) < 0.07;
    if (near(JFK) || near(PLAZA)) continue;
    shapes.push({ name: `Bench zone ${i}`, points: box(latitude, longitude, 0.03) });
  }
  return shapes;
}

async function adminHeaders(url: string): Promise<Record<string, string>> {
  const { login } = await graphql<{ login: { accessToken: string } }>(
    url,
    'mutation ($input: LoginInfoInput!) { login(input: $input) { accessToken } }',
    {
      input: {
        username: 'admin@demo.test',
        password: 'Demo!Admin2026',
        companyId: 'demo',
        typeOfUser: 'COMPANY_USER',
      },
    },
  );
  return { authorization: `Bearer ${login.accessToken}` };
}

/** The zones through the console's API, with a fare for every vehicle type between neighbours. */
async function addZones(url: string, admin: Record<string, string>): Promise<number[]> {
  const { catalogVehicleTypes } = await graphql<{ catalogVehicleTypes: { id: number }[] }>(
    url,
    '{ catalogVehicleTypes { id } }',
    {},
    admin,
  );
  const ids: number[] = [];
  for (const input of zoneShapes()) {
    const saved = await graphql<{ savePricingZone: { id: number } }>(
      url,
      'mutation ($input: PricingZoneInput!) { savePricingZone(input: $input) { id } }',
      { input },
      admin,
    );
    ids.push(saved.savePricingZone.id);
  }
  for (let i = 0; i < ids.length - 1; i += 1) {
    for (const vehicle of catalogVehicleTypes) {
      const input = {
        vehicleTypeId: vehicle.id,
        fromZoneId: ids[i],
        toZoneId: ids[i + 1],
        amount: String(60 + i),
        isOneWay: false,
      };
      await graphql(
        url,
        'mutation ($input: ZoneFareInput!) { saveZoneFare(input: $input) { id } }',
        { input },
        admin,
      );
    }
  }
  return ids;
}

async function removeZones(url: string, admin: Record<string, string>, ids: number[]) {
  for (const id of ids) {
    await graphql(url, 'mutation ($id: Int!) { removePricingZone(id: $id) }', { id }, admin);
  }
}

/** Every vehicle's first line, on several calls (each process may answer one): all zone fares or none. */
async function expectZoneFares(url: string, request: PreparedRequest, expected: boolean) {
  for (let i = 0; i < 8; i += 1) {
    const { lookupRates } = await graphql<{
      lookupRates: { vehicles: { rates: { name: string }[] }[] };
    }>(url, request.query, request.variables ?? {});
    for (const vehicle of lookupRates.vehicles) {
      const zoned = vehicle.rates[0]?.name.startsWith('Zone Fare') ?? false;
      if (zoned !== expected) {
        throw new Error(`zones bench: a lookup ${expected ? 'without' : 'with'} a zone fare`);
      }
    }
  }
}

async function cpuPerLookup(server: RunningServer, request: PreparedRequest): Promise<number> {
  await assertAnswers({ url: server.url, ...request });
  const result = await measure(
    { url: server.url, ...request, connections: CONNECTIONS, seconds: SECONDS },
    server,
  );
  if (result.errors + result.non2xx > 0) throw new Error('zones bench: failed requests');
  return result.cpuMicrosPerRequest;
}

export async function benchZones(): Promise<void> {
  console.log(
    `\nZone fares: lookupRates (JFK to The Plaza, ${CONNECTIONS} clients) without zones, with ${ZONES} zones and their fares, and without again, twice over, on one server`,
  );
  let server = await startAppServer('postgres');
  if (!server) {
    console.log('  (no PostgreSQL server reachable: on PGlite)');
    server = await startAppServer('pglite');
  }
  if (!server) return;
  try {
    const request = await airportLookup(server.url);
    const admin = await adminHeaders(server.url);
    await expectZoneFares(server.url, request, false);
    // Without, with, without, with, without: what the shared machine does in between lands on
    // both sides instead of on one.
    const without = [await cpuPerLookup(server, request)];
    const withZones: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const ids = await addZones(server.url, admin);
      await new Promise((resolve) => setTimeout(resolve, CACHE_SETTLE_MS));
      await expectZoneFares(server.url, request, true);
      withZones.push(await cpuPerLookup(server, request));
      await removeZones(server.url, admin, ids);
      await new Promise((resolve) => setTimeout(resolve, CACHE_SETTLE_MS));
      await expectZoneFares(server.url, request, false);
      without.push(await cpuPerLookup(server, request));
    }
    const baseline = median(without);
    const ratio = median(withZones) / baseline;
    const database = server.databaseUrl ? 'PostgreSQL' : 'PGlite';
    const processes = `${database}, ${server.workers} ${server.workers === 1 ? 'process' : 'processes'}`;
    const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    console.log(
      `  server CPU per lookup on ${processes}: no zones ${list(without)} µs; ${ZONES} zones ${list(withZones)} µs`,
    );
    const cpu = { unit: 'µs', better: 'lower', noise: NOISE.load } as const;
    const was = [
      `no zones ${comparison(figure(`${processes}: no zones cpu`, baseline, cpu), 'µs')}`,
      `${ZONES} zones ${comparison(figure(`${processes}: ${ZONES} zones cpu`, median(withZones), cpu), 'µs')}`,
      `ratio ${comparison(figure(`${processes}: ${ZONES} zones / no zones`, ratio, { unit: 'ratio', better: 'lower', noise: NOISE.ratio }), '')}`,
    ];
    console.log(
      `  ${ZONES} zones / no zones (medians): ${ratio.toFixed(3)} (target ${TARGET_RATIO.toFixed(2)}): ${ratio <= TARGET_RATIO ? 'within target' : 'OVER TARGET'}; the runs without zones span ${(((Math.max(...without) - Math.min(...without)) / baseline) * 100).toFixed(1)} %  [last release: ${was.join(', ')}]`,
    );
  } finally {
    await server.stop();
  }
}
