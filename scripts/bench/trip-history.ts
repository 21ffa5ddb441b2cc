/**
 * getTripHistory for the demo rider in a small table and in a big one (the rides issue): a page
 * should cost the same whatever other companies and riders have booked, and however long the
 * rider's own history is.
 */
import { GetTripHistoryDocument } from '../../apps/web/src/lib/gql/graphql.ts';
import { tripHistoryInput } from '../../apps/web/src/features/rides/lib/history-input.ts';
import type { RidesTab } from '../../apps/web/src/features/rides/lib/rides-tab.ts';
import { loadGraphQL, type GraphQLLoad } from './load.ts';
import {
  measureWindow,
  REPEATS,
  row,
  SECONDS,
  summarise,
  WARMUP_SECONDS,
  type Window,
} from './measure.ts';
import { graphql, signInDemoRider } from './scenarios.ts';
import { fillTripHistory, type TripHistoryData } from './trip-history-data.ts';
import { startAppServer, type RunningServer } from '../lib/servers.ts';

/** Reservations of the big table; fewer for a quick run. */
const BIG_ROWS = Number(process.env.BENCH_TRIP_HISTORY_ROWS ?? 1_000_000);
const SMALL_ROWS = 1_000;
if (!Number.isInteger(BIG_ROWS) || BIG_ROWS < SMALL_ROWS) {
  throw new Error(`BENCH_TRIP_HISTORY_ROWS must be a whole number from ${SMALL_ROWS}`);
}
const COMPANIES = 100;
/**
 * One rider opening their rides does not make a crowd: at 10 clients both server processes and
 * PostgreSQL stay busy, yet a request's time is still mostly its own work rather than queueing
 * (at 50, the two cores' queue would hide what a page costs).
 */
const CONNECTIONS = 10;
/** The page the rider reaches after loading 100 pages of past rides. */
const DEEP_AFTER = 5_000;

/**
 * The demo rider's share: 10,000 rides in the big table; in the small one half of it, so its pages
 * are as full as the big table's (a fifth of the rides are ahead, three quarters completed).
 */
const dataOf = (reservations: number): TripHistoryData => ({
  reservations,
  riderRides: Math.min(10_000, Math.floor(reservations / 2)),
  companies: COMPANIES,
});

interface Table {
  label: string;
  server: RunningServer;
  headers: Record<string, string>;
  timeZone: string;
}

const count = (n: number) => n.toLocaleString('en-US');

async function startTable(reservations: number): Promise<Table | null> {
  const server = await startAppServer('postgres');
  if (!server?.databaseUrl) {
    await server?.stop();
    return null;
  }
  const seconds = await fillTripHistory(server.databaseUrl, dataOf(reservations));
  const { riderRides, companies } = dataOf(reservations);
  console.log(
    `  filled ${count(reservations)} reservations (${count(riderRides)} the demo rider's) across ${companies} companies in ${seconds.toFixed(1)} s, with VACUUM ANALYZE`,
  );
  const headers = await signInDemoRider(server.url);
  const { getCompanyData } = await graphql<{ getCompanyData: { timeZone: string } }>(
    server.url,
    'query ($coid: String!) { getCompanyData(coid: $coid) { timeZone } }',
    { coid: 'demo' },
  );
  return { label: count(reservations), server, headers, timeZone: getCompanyData.timeZone };
}

/** The Rides screen's own request for a tab, with `loaded` trips already shown. */
async function pageLoad(table: Table, tab: RidesTab, loaded: number): Promise<GraphQLLoad> {
  const load = {
    url: table.server.url,
    query: String(GetTripHistoryDocument),
    variables: { input: tripHistoryInput(tab, null, loaded, new Date(), table.timeZone) },
    headers: table.headers,
  };
  // Like for like: each compared page holds a full page of trips.
  const { getTripHistory } = await graphql<{ getTripHistory: { edges: unknown[] } }>(
    load.url,
    load.query,
    load.variables,
    load.headers,
  );
  if (getTripHistory.edges.length !== 50) {
    throw new Error(
      `${tab} after ${loaded} at ${table.label}: ${getTripHistory.edges.length} trips`,
    );
  }
  return { ...load, connections: CONNECTIONS, seconds: SECONDS };
}

interface Side {
  label: string;
  load: GraphQLLoad;
  server: RunningServer;
}

/**
 * Two loads in alternating windows, so a busy phase of the machine falls on both alike; the
 * ratios are the second's over the first's (autocannon's percentiles are whole milliseconds, so
 * the mean's ratio is the finer one).
 */
async function compare(name: string, sides: [Side, Side]) {
  const windows: [Window[], Window[]] = [[], []];
  for (let i = 0; i < Math.max(1, REPEATS); i += 1) {
    for (const [index, side] of sides.entries()) {
      windows[index]!.push(await measureWindow(side.load, side.server));
    }
  }
  const [a, b] = [summarise(windows[0]), summarise(windows[1])];
  console.log(row(sides[0].label, CONNECTIONS, a));
  console.log(row(sides[1].label, CONNECTIONS, b));
  const ratio = (x: number, y: number) => (x / y).toFixed(2);
  console.log(
    `  => ${name}: p50 ${a.p50} / ${b.p50} ms, p99 ${a.p99} / ${b.p99} ms, mean ${a.meanMs.toFixed(1)} / ${b.meanMs.toFixed(1)} ms (ratio p50 ${ratio(b.p50, a.p50)}, p99 ${ratio(b.p99, a.p99)}, mean ${ratio(b.meanMs, a.meanMs)})`,
  );
}

export async function benchTripHistory(): Promise<void> {
  console.log(
    `\ngetTripHistory for the demo rider, ${count(SMALL_ROWS)} against ${count(BIG_ROWS)} reservations in total (PostgreSQL, ${CONNECTIONS} clients, medians of ${REPEATS} alternating windows of ${SECONDS} s; BENCH_TRIP_HISTORY_ROWS sets the big table)`,
  );
  const tables: Table[] = [];
  try {
    for (const rows of [SMALL_ROWS, BIG_ROWS]) {
      const table = await startTable(rows);
      if (!table) {
        console.log('  (no PostgreSQL server reachable: trip history skipped)');
        return;
      }
      tables.push(table);
    }
    const [small, big] = tables as [Table, Table];
    const side = async (table: Table, tab: RidesTab, loaded: number): Promise<Side> => ({
      label: `getTripHistory ${tab} ${loaded ? `after=${loaded}` : 'page 1'}, ${table.label} reservations`,
      load: await pageLoad(table, tab, loaded),
      server: table.server,
    });
    for (const table of tables) {
      await loadGraphQL({ ...(await pageLoad(table, 'upcoming', 0)), seconds: WARMUP_SECONDS });
    }
    for (const tab of ['upcoming', 'past'] as const) {
      const name = `getTripHistory ${tab} page 1, ${small.label} against ${big.label}`;
      await compare(name, [await side(small, tab, 0), await side(big, tab, 0)]);
    }
    // A page far down the Past tab should cost about what its first page does.
    const deep = Math.min(DEEP_AFTER, Math.floor((dataOf(BIG_ROWS).riderRides * 0.6) / 50) * 50);
    await compare(`getTripHistory past at ${big.label}, page 1 against after=${deep}`, [
      await side(big, 'past', 0),
      await side(big, 'past', deep),
    ]);
  } finally {
    for (const { server } of tables) await server.stop();
  }
}
