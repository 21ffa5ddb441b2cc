/**
 * The server's own work per request against bare graphql-yoga (decision 94): lookupRates, a page
 * of the rider's trip history, a page of the dispatch board and a booking on PostgreSQL, each
 * with its server CPU per request and its throughput as a share of a bare yoga hello at the same
 * number of clients, their windows alternating so a busy phase of the machine falls on all alike,
 * against the budgets of issue 35. BENCH_CPU_AGAINST=<main.js of another build> adds that build's
 * windows beside this one's: the before and after of a change, in one run.
 */
import { resolve } from 'node:path';
import { tripHistoryInput } from '../../apps/web/src/features/rides/lib/history-input.ts';
import { GetTripHistoryDocument } from '../../apps/web/src/lib/gql/graphql.ts';
import { startAppServer, startHelloYoga, type RunningServer } from '../lib/servers.ts';
import { BOARD, signInDispatcher } from './board.ts';
import { fillBoardDay } from './board-data.ts';
import { assertAnswers, loadGraphQL, type GraphQLLoad } from './load.ts';
import {
  measureWindow,
  REPEATS,
  row,
  SECONDS,
  summarise,
  WARMUP_SECONDS,
  type Measured,
  type Window,
} from './measure.ts';
import { figure, NOISE } from './results.ts';
import { airportLookup, demoRiderBooking, graphql, signInDemoRider } from './scenarios.ts';
import { fillTripHistory } from './trip-history-data.ts';

/** A table big enough for full pages; a page's own cost is what is measured here. */
const RESERVATIONS = Number(process.env.BENCH_CPU_ROWS ?? 30_000);
const BOARD_DAY = 5_000;
const AGAINST = process.env.BENCH_CPU_AGAINST;

interface Budget {
  /** Most server CPU per request, µs. */
  cpuMicros?: number;
  /** Least throughput as a share of the bare yoga hello at the same clients. */
  share?: number;
  /** Highest median p99, ms. */
  p99?: number;
}

export interface CpuScenario {
  name: string;
  connections: number;
  budget: Budget;
  request: Omit<GraphQLLoad, 'url' | 'connections' | 'seconds'>;
}

/** The demo rider's history and a busy board day among other companies' rides; returns the day. */
export async function fillCpuTables(databaseUrl: string): Promise<string> {
  await fillTripHistory(databaseUrl, {
    reservations: RESERVATIONS - BOARD_DAY,
    riderRides: Math.min(10_000, Math.floor(RESERVATIONS / 5)),
    companies: 10,
  });
  return (await fillBoardDay(databaseUrl, BOARD_DAY)).date;
}

/** The scenarios against a server whose database fillCpuTables filled with that board day. */
export async function cpuScenarios(url: string, day: string): Promise<CpuScenario[]> {
  const rider = await signInDemoRider(url);
  const { getCompanyData } = await graphql<{ getCompanyData: { timeZone: string } }>(
    url,
    'query ($coid: String!) { getCompanyData(coid: $coid) { timeZone } }',
    { coid: 'demo' },
  );
  const history = tripHistoryInput('past', null, 0, new Date(), getCompanyData.timeZone);
  const dispatcher = await signInDispatcher(url);
  return [
    {
      name: 'lookupRates (JFK to The Plaza)',
      connections: 50,
      budget: { share: 0.7 },
      request: await airportLookup(url),
    },
    {
      name: 'getTripHistory past page 1 (50 rides)',
      connections: 10,
      budget: { cpuMicros: 1500 },
      request: {
        query: String(GetTripHistoryDocument),
        variables: { input: history },
        headers: rider,
      },
    },
    {
      name: 'dispatchBoard page 1 (50 rides)',
      connections: 10,
      budget: { cpuMicros: 1000, p99: 50 },
      request: {
        query: BOARD,
        variables: { filter: { from: day, to: day }, first: 50 },
        headers: dispatcher,
      },
    },
    {
      name: 'createReservation (saved card, sandbox gateway)',
      connections: 20,
      budget: { cpuMicros: 2000 },
      request: await demoRiderBooking(url),
    },
  ];
}

interface Build {
  label: string;
  server: RunningServer;
  scenarios: CpuScenario[];
  results: Measured[];
}

async function startBuild(label: string, main?: string): Promise<Build | null> {
  const server = await startAppServer('postgres', {
    ...(main ? { main: resolve(main), env: { WEB_DIST_DIR: resolve('apps/web/dist') } } : {}),
  });
  if (!server?.databaseUrl) {
    await server?.stop();
    return null;
  }
  const day = await fillCpuTables(server.databaseUrl);
  return { label, server, scenarios: await cpuScenarios(server.url, day), results: [] };
}

const verdict = (met: boolean) => (met ? 'pass' : 'FAIL');

/** Fewer answers than this in a scenario's windows say more about the machine than the server. */
const FEWEST_ANSWERS = 100;

function verdicts(scenario: CpuScenario, result: Measured, yoga: Measured): string {
  if (result.total < FEWEST_ANSWERS) {
    return `only ${result.total} answers in ${REPEATS} windows: too few to judge (a busy machine?)`;
  }
  const share = result.requestsPerSecond / yoga.requestsPerSecond;
  const { cpuMicros, share: least, p99 } = scenario.budget;
  const checks = [
    cpuMicros === undefined
      ? ''
      : `cpu ${result.cpuMicrosPerRequest.toFixed(0)} µs, budget ${cpuMicros} µs: ${verdict(result.cpuMicrosPerRequest <= cpuMicros)}`,
    least === undefined
      ? ''
      : `throughput ${(share * 100).toFixed(0)} % of yoga's, budget ${least * 100} %: ${verdict(share >= least)}`,
    p99 === undefined
      ? ''
      : `p99 ${result.p99} ms, budget ${p99} ms: ${verdict(result.p99 <= p99)}`,
  ].filter(Boolean);
  return `${(share * 100).toFixed(0)} % of yoga's req/s, ${result.cpuMicrosPerRequest.toFixed(0)} µs cpu (${(result.cpuMicrosPerRequest / yoga.cpuMicrosPerRequest).toFixed(1)}× yoga's ${yoga.cpuMicrosPerRequest.toFixed(0)} µs); ${checks.join('; ')}`;
}

export async function benchCpu(): Promise<void> {
  console.log(
    `\nServer CPU per request against bare graphql-yoga (PostgreSQL, ${RESERVATIONS.toLocaleString('en-US')} reservations with a board day of ${BOARD_DAY.toLocaleString('en-US')}; yoga${AGAINST ? `, ${AGAINST}` : ''} and this build in alternating windows, medians of ${REPEATS} of ${SECONDS} s; BENCH_CPU_ROWS sets the table)`,
  );
  const builds: Build[] = [];
  const hello = await startHelloYoga();
  try {
    for (const [label, main] of [
      ...(AGAINST ? [['against', AGAINST] as const] : []),
      ['this build', undefined] as const,
    ]) {
      const build = await startBuild(label, main);
      if (!build) {
        console.log('  (no PostgreSQL server reachable: cpu skipped)');
        return;
      }
      builds.push(build);
    }
    const yogaResults: Measured[] = [];
    for (const [index, scenario] of builds[0]!.scenarios.entries()) {
      const yoga = { url: hello.url, query: '{ hello }' };
      const loads = [
        { load: yoga, server: hello },
        ...builds.map((build) => ({
          load: { url: build.server.url, ...build.scenarios[index]!.request },
          server: build.server,
        })),
      ];
      for (const { load } of loads) {
        await assertAnswers(load);
        await loadGraphQL({ ...load, connections: scenario.connections, seconds: WARMUP_SECONDS });
      }
      const windows: Window[][] = loads.map(() => []);
      for (let round = 0; round < Math.max(1, REPEATS); round += 1) {
        for (const [side, { load, server }] of loads.entries()) {
          const window = { ...load, connections: scenario.connections, seconds: SECONDS };
          windows[side]!.push(await measureWindow(window, server));
        }
      }
      const [yogaResult, ...results] = windows.map(summarise);
      yogaResults.push(yogaResult!);
      const clients = `${scenario.connections} clients`;
      console.log(
        row(
          `bare graphql-yoga hello beside ${scenario.name}, ${clients}`,
          scenario.connections,
          yogaResult!,
        ),
      );
      for (const [side, build] of builds.entries()) {
        const result = results[side]!;
        build.results.push(result);
        const name = `${scenario.name}${build.label === 'this build' ? '' : ` (${build.label})`}, ${clients}`;
        console.log(row(name, scenario.connections, result, yogaResult));
      }
    }
    console.log('\n  Against the budgets (issue 35), each beside its own run of yoga:');
    for (const build of builds) {
      for (const [index, scenario] of build.scenarios.entries()) {
        const result = build.results[index]!;
        const yoga = yogaResults[index]!;
        if (build.label === 'this build') {
          const kind = { unit: '', noise: NOISE.ratio } as const;
          const share = result.requestsPerSecond / yoga.requestsPerSecond;
          figure(`${scenario.name}: share of yoga`, share, { ...kind, better: 'higher' });
          const times = result.cpuMicrosPerRequest / yoga.cpuMicrosPerRequest;
          figure(`${scenario.name}: cpu times yoga`, times, { ...kind, better: 'lower' });
        }
        console.log(`  ${build.label}: ${scenario.name}: ${verdicts(scenario, result, yoga)}`);
      }
    }
  } finally {
    await hello.stop();
    for (const { server } of builds) await server.stop();
  }
}
