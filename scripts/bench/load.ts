import autocannon from 'autocannon';
import { loadWithWrk, wrkAvailable } from './wrk.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface GraphQLLoad {
  url: string;
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

/** wrk when installed (apt-get install wrk) unless BENCH_LOAD=autocannon; autocannon otherwise. */
export const LOAD_TOOL: 'wrk' | 'autocannon' =
  process.env.BENCH_LOAD !== 'autocannon' && wrkAvailable() ? 'wrk' : 'autocannon';

/** Drives one GraphQL request shape from a pool of keep-alive connections for a fixed time. */
export async function loadGraphQL(load: GraphQLLoad): Promise<LoadResult> {
  if (LOAD_TOOL === 'wrk') return loadWithWrk(load);
  const result = await autocannon({
    url: `${load.url}/graphql`,
    method: 'POST',
    connections: load.connections,
    duration: load.seconds,
    headers: { 'content-type': 'application/json', ...load.headers },
    body: JSON.stringify({ query: load.query, variables: load.variables ?? {} }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Checks the request answers data without errors before it is measured. */
export async function assertAnswers(
  load: Omit<GraphQLLoad, 'connections' | 'seconds'>,
): Promise<void> {
  const response = await fetch(`${load.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...load.headers },
    body: JSON.stringify({ query: load.query, variables: load.variables ?? {} }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || body.errors)
    throw new Error(`benchmark request failed: ${JSON.stringify(body)}`);
}
