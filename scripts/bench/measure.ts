import { loadGraphQL, type GraphQLLoad, type LoadResult } from './load.ts';
import type { RunningServer } from '../lib/servers.ts';
import { comparison, figure, NOISE } from './results.ts';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Unmeasured load first, so JIT compilation (in every worker process) and connection pools do not
 * land in the figures: servers run for days, and their first seconds say little about that.
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/**
 * Measured windows per line; the line shows their medians and the p99's range. One window's p99
 * on a shared two-core machine moves by several milliseconds with what else the host does.
 */
export const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
export interface Measured extends LoadResult {
  p99Range: [number, number];
  /** Server CPU (all its processes and threads) per answered request, in microseconds. */
  cpuMicrosPerRequest: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export type Window = LoadResult & { cpuMicrosPerRequest: number };

/** One measured window of load, with the server's CPU per answered request. */
export async function measureWindow(
  load: GraphQLLoad,
  server: Pick<RunningServer, 'cpuMicros'>,
): Promise<Window> {
  const cpuBefore = server.cpuMicros();
  const window = await loadGraphQL(load);
  const cpu = server.cpuMicros() - cpuBefore;
  return { ...window, cpuMicrosPerRequest: cpu / Math.max(1, window.total) };
}

/** The medians of several windows, with the p99's range. */
export function summarise(windows: Window[]): Measured {
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

/** A warm-up, then REPEATS measured windows. */
export async function measure(
  load: GraphQLLoad,
  server: Pick<RunningServer, 'cpuMicros'>,
): Promise<Measured> {
  await loadGraphQL({ ...load, seconds: WARMUP_SECONDS });
  const windows: Window[] = [];
  for (let i = 0; i < Math.max(1, REPEATS); i += 1) windows.push(await measureWindow(load, server));
  return summarise(windows);
}

export function row(
  name: string,
  connections: number,
  result: Measured,
  baseline?: Measured,
): string {
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
  const kind = (unit: string, better: 'higher' | 'lower') => ({ unit, better, noise: NOISE.load });
  const was = [
    comparison(
      figure(`${name}: req/s`, result.requestsPerSecond, kind('req/s', 'higher')),
      'req/s',
    ),
    `p99 ${comparison(figure(`${name}: p99`, result.p99, kind('ms', 'lower')), 'ms')}`,
    `cpu ${comparison(figure(`${name}: cpu`, result.cpuMicrosPerRequest, kind('µs/req', 'lower')), 'µs')}`,
  ];
  return `  ${name.padEnd(68)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(3)} ms  p99 ${String(result.p99).padStart(3)} ms (${result.p99Range[0]}-${result.p99Range[1]})  cpu ${result.cpuMicrosPerRequest.toFixed(0).padStart(4)} µs/req${ratio}${failures}${suspect}  [last release: ${was.join(', ')}]`;
}
