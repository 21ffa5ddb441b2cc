import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GraphQLLoad, LoadResult } from './load.ts';

/** wrk (a C load generator) leaves more of the two cores to the server than autocannon does. */
export function wrkAvailable(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

const luaString = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

function milliseconds(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : n;
}

export function parseWrk(output: string): LoadResult {
  const latency = (percent: string) => {
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(output);
    if (!match) throw new Error(`wrk printed no ${percent}% latency:\n${output}`);
    return Math.round(milliseconds(match[1]!, match[2]!));
  };
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    requestsPerSecond: Number(rate?.[1] ?? 0),
    p50: latency('50'),
    p99: latency('99'),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(non2xx?.[1] ?? 0),
  };
}

export async function loadWithWrk(load: GraphQLLoad): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  const script = join(dir, 'request.lua');
  const headers = { 'Content-Type': 'application/json', ...load.headers };
  writeFileSync(
    script,
    [
      'wrk.method = "POST"',
      ...Object.entries(headers).map(
        ([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`,
      ),
      `wrk.body = ${luaString(JSON.stringify({ query: load.query, variables: load.variables ?? {} }))}`,
    ].join('\n'),
  );
  try {
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        'wrk',
        [
          '-t1',
          `-c${load.connections}`,
          `-d${load.seconds}s`,
          '--latency',
          '-s',
          script,
          `${load.url}/graphql`,
        ],
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
    });
    return parseWrk(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
