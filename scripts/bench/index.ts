import { assertAnswers, LOAD_TOOL, loadGraphQL, type LoadResult } from './load.ts';
import { startAppServer, startHelloYoga, type RunningServer } from './servers.ts';
import { apiScenarios } from './scenarios.ts';
import { printBundleSizes } from './bundles.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Unmeasured load first, so JIT compilation (in every worker process) and connection pools do not
 * land in the figures: servers run for days, and their first seconds say little about that.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/**
 * Measured windows per line; the line shows their medians and the p99's range. One window's p99
 * on a shared two-core machine moves by several milliseconds with what else the host does.
 */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
/** Budgets for lookupRates on PostgreSQL at 50 concurrent clients. */
const LOOKUP_P99_BUDGET_MS = 25;
const LOOKUP_CPU_BUDGET_MICROS = 500;

interface Measured extends LoadResult {
  p99Range: [number, number];
  /** Server CPU (all its processes and threads) per answered request, in microseconds. */
  cpuMicrosPerRequest: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function measure(
  load: Parameters<typeof loadGraphQL>[0],
  server: Pick<RunningServer, 'cpuMicros'>,
): Promise<Measured> {
  await loadGraphQL({ ...load, seconds: WARMUP_SECONDS });
  const windows: (LoadResult & { cpuMicrosPerRequest: number })[] = [];
  for (let i = 0; i < Math.max(1, REPEATS); i += 1) {
    const cpuBefore = server.cpuMicros();
    const window = await loadGraphQL(load);
    const cpu = server.cpuMicros() - cpuBefore;
    windows.push({ ...window, cpuMicrosPerRequest: cpu / Math.max(1, window.total) });
  }
  const p99s = windows.map((w) => w.p99);
  return {
    cpuMicrosPerRequest: median(windows.map((w) => w.cpuMicrosPerRequest)),
    total: windows.reduce((sum, w) => sum + w.total, 0),
    meanMs: median(windows.map((w) => w.meanMs)),
    requestsPerSecond: median(windows.map((w) => w.requestsPerSecond)),
    p50: median(windows.map((w) => w.p50)),
    p99: median(p99s),
    p99Range: [Math.min(...p99s), Math.max(...p99s)],
    errors: windows.reduce((sum, w) => sum + w.errors, 0),
    non2xx: windows.reduce((sum, w) => sum + w.non2xx, 0),
  };
}

function row(name: string, connections: number, result: Measured, baseline?: Measured): string {
  const ratio = baseline
    ? ` (${((result.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}% of baseline)`
    : '';
  // With every client always waiting on one request, the mean wait is clients / rate (Little's
  // law); a tool reporting more than that is mis-measuring.
  const bound = (connections * 1000) / result.requestsPerSecond;
  const suspect =
    result.meanMs > bound * 1.1
      ? `  (suspect: mean ${result.meanMs.toFixed(1)} ms > ${bound.toFixed(1)} ms)`
      : '';
  const failures =
    result.errors + result.non2xx > 0 ? `  errors ${result.errors}, non-2xx ${result.non2xx}` : '';
  return `  ${name.padEnd(68)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(3)} ms  p99 ${String(result.p99).padStart(3)} ms (${result.p99Range[0]}-${result.p99Range[1]})  cpu ${result.cpuMicrosPerRequest.toFixed(0).padStart(4)} µs/req${ratio}${failures}${suspect}`;
}

async function main() {
  await printBundleSizes();

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
      }
    } finally {
      await server.stop();
    }
  }
  if (lookupOnPostgres) {
    const { p99, p99Range, cpuMicrosPerRequest } = lookupOnPostgres;
    const verdict = (met: boolean) => (met ? 'within budget' : 'OVER BUDGET');
    console.log(
      `\nlookupRates on PostgreSQL: median p99 ${p99} ms (${p99Range[0]}-${p99Range[1]}), budget ${LOOKUP_P99_BUDGET_MS} ms: ${verdict(p99 <= LOOKUP_P99_BUDGET_MS)}; server CPU ${cpuMicrosPerRequest.toFixed(0)} µs per lookup, budget ${LOOKUP_CPU_BUDGET_MICROS} µs: ${verdict(cpuMicrosPerRequest <= LOOKUP_CPU_BUDGET_MICROS)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
