import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface LoadResult {
  meanMs: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests answered in the window. */
  total: number;
  errors: number;
  non2xx: number;
}

export interface GraphQLLoad {
  url: string;
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Each request its own Idempotency-Key. */
  idempotent?: boolean;
  connections: number;
  seconds: number;
}

/**
 * autocannon, in this process. (wrk was tried: on these machines its latencies were not
 * consistent with its own throughput, a mean above connections / rate, which no real
 * distribution of waits can give; autocannon's are.)
 */
export const LOAD_TOOL = 'autocannon';

/** Drives one GraphQL request shape from a pool of keep-alive connections for a fixed time. */
export async function loadGraphQL(load: GraphQLLoad): Promise<LoadResult> {
  const result = await autocannon({
    url: `${load.url}/graphql`,
    method: 'POST',
    connections: load.connections,
    duration: load.seconds,
    headers: { 'content-type': 'application/json', ...load.headers },
    body: JSON.stringify({ query: load.query, variables: load.variables ?? {} }),
    ...(load.idempotent
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': randomUUID() },
              }),
            },
          ],
        }
      : {}),
  });
  return {
    meanMs: result.latency.average,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
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
    headers: {
      'content-type': 'application/json',
      ...load.headers,
      ...(load.idempotent ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: JSON.stringify({ query: load.query, variables: load.variables ?? {} }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || body.errors)
    throw new Error(`benchmark request failed: ${JSON.stringify(body)}`);
}
