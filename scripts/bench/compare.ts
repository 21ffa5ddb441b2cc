/**
 * Two builds of the server, or one build with two sets of Node flags, side by side in one run,
 * for decisions that need a measured gain:
 * `node --import tsx scripts/bench/compare.ts "<flags…> <main.js of A>" "<flags…> <main.js of B>"`
 * (without flags, each runs with the flags `npm start` uses).
 * Both serve lookupRates on PostgreSQL at 50 clients; their windows alternate (A, B, A, B, …) so
 * a slow phase of the machine falls on both alike.
 */
import { resolve } from 'node:path';
import { loadGraphQL } from './load.ts';
import {
  measureWindow,
  REPEATS,
  row,
  SECONDS,
  summarise,
  WARMUP_SECONDS,
  type Window,
} from './measure.ts';
import { apiScenarios } from './scenarios.ts';
import { APP_NODE_FLAGS, startAppServer, type RunningServer } from '../lib/servers.ts';

const CONNECTIONS = 50;
const WINDOWS = Math.max(REPEATS, 5);

async function main() {
  const [first, second] = process.argv.slice(2);
  if (!first || !second) throw new Error('usage: compare.ts "[flags] main.js" "[flags] main.js"');
  const lookup = apiScenarios.find((s) => s.name.startsWith('lookupRates'));
  if (!lookup) throw new Error('no lookupRates scenario');
  const builds: { name: string; server: RunningServer; windows: Window[] }[] = [];
  try {
    for (const command of [first, second]) {
      const words = command.split(' ').filter(Boolean);
      const main = resolve(words.at(-1) ?? '');
      const flags = words.slice(0, -1);
      const server = await startAppServer('postgres', {
        main,
        nodeFlags: flags.length > 0 ? flags : APP_NODE_FLAGS,
      });
      if (!server) throw new Error('no PostgreSQL server reachable');
      builds.push({ name: command, server, windows: [] });
    }
    const loads = await Promise.all(
      builds.map(async ({ server }) => ({
        url: server.url,
        ...(await lookup.prepare(server.url)),
        connections: CONNECTIONS,
        seconds: SECONDS,
      })),
    );
    for (const load of loads) await loadGraphQL({ ...load, seconds: WARMUP_SECONDS });
    for (let round = 0; round < WINDOWS; round += 1) {
      for (const [index, build] of builds.entries()) {
        build.windows.push(await measureWindow(loads[index]!, build.server));
      }
    }
    console.log(
      `lookupRates on PostgreSQL, ${CONNECTIONS} clients, medians of ${WINDOWS} alternating windows of ${SECONDS} s`,
    );
    const [a, b] = builds.map((build) => summarise(build.windows));
    console.log(row(`A ${builds[0]!.name}`, CONNECTIONS, a!));
    console.log(row(`B ${builds[1]!.name}`, CONNECTIONS, b!));
    const gain = (b!.requestsPerSecond / a!.requestsPerSecond - 1) * 100;
    console.log(`B's throughput against A's: ${gain >= 0 ? '+' : ''}${gain.toFixed(1)} %`);
  } finally {
    for (const { server } of builds) await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
