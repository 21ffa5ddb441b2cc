import { assertAnswers, LOAD_TOOL, loadGraphQL, type LoadResult } from './load.ts';
import { startAppServer, startHelloYoga } from './servers.ts';
import { apiScenarios } from './scenarios.ts';
import { printBundleSizes } from './bundles.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Unmeasured load first, so JIT compilation and connection pools do not land in the figures. */
const WARMUP_SECONDS = 2;

async function measure(load: Parameters<typeof loadGraphQL>[0]): Promise<LoadResult> {
  await loadGraphQL({ ...load, seconds: WARMUP_SECONDS });
  return loadGraphQL(load);
}

function row(name: string, result: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline
    ? ` (${((result.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}% of baseline)`
    : '';
  const failures =
    result.errors + result.non2xx > 0 ? `  errors ${result.errors}, non-2xx ${result.non2xx}` : '';
  return `  ${name.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(3)} ms  p99 ${String(result.p99).padStart(3)} ms${ratio}${failures}`;
}

async function main() {
  await printBundleSizes();

  console.log(
    `\nAPI under load (${SECONDS} s per line after a ${WARMUP_SECONDS} s warm-up, ${LOAD_TOOL} on the same machine)`,
  );
  const hello = await startHelloYoga();
  const baselines = new Map<number, LoadResult>();
  try {
    for (const connections of new Set(apiScenarios.map((s) => s.connections))) {
      const result = await measure({
        url: hello.url,
        query: '{ hello }',
        connections,
        seconds: SECONDS,
      });
      baselines.set(connections, result);
      console.log(row(`baseline: bare graphql-yoga hello, ${connections} clients`, result));
    }
  } finally {
    await hello.stop();
  }

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
        const result = await measure({
          url: server.url,
          ...request,
          connections: scenario.connections,
          seconds: SECONDS,
        });
        console.log(
          row(
            `${scenario.name} on ${kind}, ${scenario.connections} clients`,
            result,
            baselines.get(scenario.connections),
          ),
        );
      }
    } finally {
      await server.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
