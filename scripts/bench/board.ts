/**
 * The dispatch board (decision 61): a day of 5,000 reservations of one company in a table of
 * 1,000,000 across 100 companies, its first page and a page deep in the day, read through the API
 * by dispatchers; budget p99 <= 50 ms on PostgreSQL.
 */
import { loadGraphQL, type GraphQLLoad } from './load.ts';
import { measureWindow, REPEATS, row, SECONDS, summarise, WARMUP_SECONDS } from './measure.ts';
import { graphql } from './scenarios.ts';
import { explainBoardPages, fillBoardDay } from './board-data.ts';
import { fillTripHistory } from './trip-history-data.ts';
import { startAppServer } from '../lib/servers.ts';

const ROWS = Number(process.env.BENCH_BOARD_ROWS ?? 1_000_000);
const DAY_RIDES = 5_000;
if (!Number.isInteger(ROWS) || ROWS < DAY_RIDES * 2) {
  throw new Error(`BENCH_BOARD_ROWS must be a whole number from ${DAY_RIDES * 2}`);
}
const COMPANIES = 100;
/**
 * Dispatchers loading pages back to back with no pause: 4, a busy operator's desk all at once,
 * and 10, far more board loads a second than a desk makes (the live module updates open boards).
 */
const CONNECTIONS = [4, 10] as const;
const PAGE = 50;
/** The deep page: 60 pages in, well past the unassigned rides into the assigned ones. */
const DEEP_PAGE = 60;
const P99_BUDGET_MS = 50;

export const BOARD = `query board($filter: BoardFilter, $first: Int, $after: String) {
  dispatchBoard(filter: $filter, first: $first, after: $after) {
    rides { id confirmationNumber status statusLabel pickupAt dropoffAt serviceTypeName
      vehicleTypeName riderName passengerName passengerCount pickupSummary dropoffSummary
      driver { id firstName lastName } fleetVehicle { id licensePlate } totalMinor currency
      paymentState updatedAt }
    endCursor hasNextPage timeZone
  }
}`;

interface Page {
  dispatchBoard: { rides: { id: string }[]; endCursor: string | null; hasNextPage: boolean };
}

const count = (n: number) => n.toLocaleString('en-US');

export async function signInDispatcher(url: string) {
  const { login } = await graphql<{ login: { accessToken: string } }>(
    url,
    'mutation signIn($input: LoginInfoInput!) { login(input: $input) { accessToken } }',
    {
      input: {
        username: 'dispatcher@demo.test',
        password: 'Demo!Dispatch2026',
        companyId: 'demo',
        typeOfUser: 'COMPANY_USER',
      },
    },
  );
  return { authorization: `Bearer ${login.accessToken}` };
}

export async function benchBoard(): Promise<void> {
  console.log(
    `\ndispatchBoard: a day of ${count(DAY_RIDES)} rides in ${count(ROWS)} reservations across ${COMPANIES} companies (PostgreSQL, ${CONNECTIONS.join(' and ')} dispatchers, ${PAGE} rides a page, medians of ${REPEATS} windows of ${SECONDS} s; BENCH_BOARD_ROWS sets the table)`,
  );
  const server = await startAppServer('postgres');
  if (!server?.databaseUrl) {
    await server?.stop();
    console.log('  (no PostgreSQL server reachable: board skipped)');
    return;
  }
  try {
    const filled = await fillTripHistory(server.databaseUrl, {
      reservations: ROWS - DAY_RIDES,
      riderRides: 0,
      companies: COMPANIES,
    });
    const day = await fillBoardDay(server.databaseUrl, DAY_RIDES);
    console.log(
      `  filled ${count(ROWS)} reservations in ${filled.toFixed(1)} s; ${day.date}: ${count(day.rides)} rides of the demo company, ${count(day.unassigned)} unassigned`,
    );
    const headers = await signInDispatcher(server.url);
    const filter = { from: day.date, to: day.date };
    const load = (variables: Record<string, unknown>): Omit<GraphQLLoad, 'connections'> => ({
      url: server.url,
      query: BOARD,
      variables,
      headers,
      seconds: SECONDS,
    });
    // The cursor of the deep page, by walking the pages as a dispatcher scrolling would.
    let after: string | null = null;
    for (let page = 1; page < DEEP_PAGE; page += 1) {
      const res: Page = await graphql<Page>(
        server.url,
        BOARD,
        { filter, first: PAGE, after },
        headers,
      );
      if (res.dispatchBoard.rides.length !== PAGE) throw new Error(`page ${page} is not full`);
      after = res.dispatchBoard.endCursor;
    }
    const cases: [string, Omit<GraphQLLoad, 'connections'>][] = [
      ['dispatchBoard page 1 (unassigned first)', load({ filter, first: PAGE })],
      [`dispatchBoard page ${DEEP_PAGE} (assigned)`, load({ filter, first: PAGE, after })],
      [
        'dispatchBoard CANCELLED only, page 1 (1 in 50)',
        load({ filter: { ...filter, statuses: ['CANCELLED'] }, first: PAGE }),
      ],
      [
        'dispatchBoard search "rider 4321", page 1',
        load({ filter: { ...filter, search: 'rider 4321' }, first: PAGE }),
      ],
    ];
    await loadGraphQL({ ...cases[0]![1], connections: CONNECTIONS[0], seconds: WARMUP_SECONDS });
    const verdict = (p99: number) => (p99 <= P99_BUDGET_MS ? 'within budget' : 'OVER BUDGET');
    for (const connections of CONNECTIONS) {
      for (const [name, request] of cases) {
        const windows = [];
        for (let i = 0; i < Math.max(1, REPEATS); i += 1) {
          windows.push(await measureWindow({ ...request, connections }, server));
        }
        const result = summarise(windows);
        console.log(row(`${name}, ${connections} dispatchers`, connections, result));
        console.log(
          `  => p99 ${result.p99} ms (${result.p99Range[0]}-${result.p99Range[1]}), budget ${P99_BUDGET_MS} ms: ${verdict(result.p99)}`,
        );
      }
    }
    const plans = await explainBoardPages(
      server.databaseUrl,
      day.date,
      DEEP_PAGE * PAGE - day.unassigned,
    );
    console.log(`  EXPLAIN ANALYZE of page ${DEEP_PAGE}'s key scan (assigned half):`);
    for (const line of plans.deep) console.log(`    ${line}`);
    console.log('  EXPLAIN ANALYZE of the CANCELLED-only key scan (assigned half, whole day):');
    for (const line of plans.cancelled) console.log(`    ${line}`);
  } finally {
    await server.stop();
  }
}
