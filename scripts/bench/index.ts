import { assertAnswers, LOAD_TOOL } from './load.ts';
import { measure, REPEATS, row, SECONDS, WARMUP_SECONDS, type Measured } from './measure.ts';
import { startAppServer, startHelloYoga } from '../lib/servers.ts';
import { apiScenarios } from './scenarios.ts';
import { printBundleSizes } from './bundles.ts';
import { benchTripHistory } from './trip-history.ts';
import { benchDriverLocation } from './driver-location.ts';
import { benchBoard } from './board.ts';
import { benchFanout } from './fanout.ts';
import { benchAssignment } from './assignment.ts';
import { benchOutbox } from './outbox.ts';
import { benchMoney } from './money.ts';
import { benchZones } from './zones.ts';
import { benchCpu } from './cpu.ts';
import { benchLighthouse } from './lighthouse.ts';
import { beginPart, LEGEND, saveResults } from './results.ts';

/** Budgets for lookupRates on PostgreSQL at 50 concurrent clients. */
const LOOKUP_P99_BUDGET_MS = 25;
const LOOKUP_CPU_BUDGET_MICROS = 500;
/** Budget for createReservation on PostgreSQL at 20 concurrent riders (sandbox gateway). */
const BOOKING_P99_BUDGET_MS = 150;
/** Budget for an admin saving a setting on PostgreSQL at 10 concurrent admins. */
const SETTING_P99_BUDGET_MS = 100;

/**
 * The bench's parts; BENCH_ONLY (e.g. `tripHistory`, or `bundles,api`) runs only those named.
 * Trip history, driver location, the board, fan-out and assignment run later than api so their
 * own data never sits under it.
 */
const PARTS = [
  'bundles',
  'api',
  'tripHistory',
  'driverLocation',
  'board',
  'fanout',
  'assignment',
  'outbox',
  'money',
  'zones',
  'cpu',
  'lighthouse',
] as const;
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
if (only?.some((part) => !PARTS.includes(part as (typeof PARTS)[number]))) {
  throw new Error(`BENCH_ONLY names parts among ${PARTS.join(', ')}`);
}
const runs = (part: (typeof PARTS)[number]) => !only || only.includes(part);

/** `npm run bench -- --save` writes this run's figures into the results file (decision 91). */
const save = process.argv.slice(2).includes('--save');

const bench: Record<(typeof PARTS)[number], () => Promise<void>> = {
  bundles: printBundleSizes,
  api: benchApi,
  tripHistory: benchTripHistory,
  driverLocation: benchDriverLocation,
  board: benchBoard,
  fanout: benchFanout,
  assignment: benchAssignment,
  outbox: benchOutbox,
  money: benchMoney,
  zones: benchZones,
  cpu: benchCpu,
  lighthouse: benchLighthouse,
};

async function main() {
  console.log(LEGEND);
  for (const part of PARTS) {
    if (!runs(part)) continue;
    beginPart(part);
    await bench[part]();
  }
  if (save) saveResults();
}

/** Each API scenario under load on PGlite and PostgreSQL, next to a bare graphql-yoga baseline. */
async function benchApi() {
  console.log(
    `\nAPI under load (medians of ${REPEATS} windows of ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up, p99 range in brackets; ${LOAD_TOOL} on the same machine; the app started as npm start starts it, logging a line per request to a file)`,
  );
  const hello = await startHelloYoga();
  const baselines = new Map<number, Measured>();
  try {
    for (const connections of new Set(apiScenarios.map((s) => s.connections))) {
      const result = await measure(
        {
          url: hello.url,
          query: '{ hello }',
          connections,
          seconds: SECONDS,
        },
        hello,
      );
      baselines.set(connections, result);
      console.log(
        row(
          `baseline: bare graphql-yoga hello, 1 process, ${connections} clients`,
          connections,
          result,
        ),
      );
    }
  } finally {
    await hello.stop();
  }

  let lookupOnPostgres: Measured | undefined;
  let bookingOnPostgres: Measured | undefined;
  let settingOnPostgres: Measured | undefined;
  for (const kind of ['pglite', 'postgres'] as const) {
    const server = await startAppServer(kind);
    if (!server) {
      console.log(`  (no PostgreSQL server reachable: ${kind} skipped)`);
      continue;
    }
    try {
      for (const scenario of apiScenarios) {
        const request = await scenario.prepare(server.url);
        await assertAnswers({ url: server.url, ...request });
        const result = await measure(
          {
            url: server.url,
            ...request,
            connections: scenario.connections,
            seconds: SECONDS,
          },
          server,
        );
        const processes = `${server.workers} ${server.workers === 1 ? 'process' : 'processes'}`;
        console.log(
          row(
            `${scenario.name} on ${kind}, ${processes}, ${scenario.connections} clients`,
            scenario.connections,
            result,
            baselines.get(scenario.connections),
          ),
        );
        if (kind === 'postgres' && scenario.name.startsWith('lookupRates')) {
          lookupOnPostgres = result;
        }
        if (kind === 'postgres' && scenario.name.startsWith('createReservation')) {
          bookingOnPostgres = result;
        }
        if (kind === 'postgres' && scenario.name.startsWith('saveLeadTimes')) {
          settingOnPostgres = result;
        }
      }
    } finally {
      await server.stop();
    }
  }
  const verdict = (met: boolean) => (met ? 'within budget' : 'OVER BUDGET');
  if (lookupOnPostgres) {
    const { p99, p99Range, cpuMicrosPerRequest } = lookupOnPostgres;
    console.log(
      `\nlookupRates on PostgreSQL: median p99 ${p99} ms (${p99Range[0]}-${p99Range[1]}), budget ${LOOKUP_P99_BUDGET_MS} ms: ${verdict(p99 <= LOOKUP_P99_BUDGET_MS)}; server CPU ${cpuMicrosPerRequest.toFixed(0)} µs per lookup, budget ${LOOKUP_CPU_BUDGET_MICROS} µs: ${verdict(cpuMicrosPerRequest <= LOOKUP_CPU_BUDGET_MICROS)}`,
    );
  }
  if (bookingOnPostgres) {
    const { p99, p99Range } = bookingOnPostgres;
    console.log(
      `createReservation on PostgreSQL: median p99 ${p99} ms (${p99Range[0]}-${p99Range[1]}), budget ${BOOKING_P99_BUDGET_MS} ms: ${verdict(p99 <= BOOKING_P99_BUDGET_MS)}`,
    );
  }
  if (settingOnPostgres) {
    const { p99, p99Range } = settingOnPostgres;
    console.log(
      `Saving a setting (saveLeadTimes) on PostgreSQL: median p99 ${p99} ms (${p99Range[0]}-${p99Range[1]}), budget ${SETTING_P99_BUDGET_MS} ms: ${verdict(p99 <= SETTING_P99_BUDGET_MS)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
