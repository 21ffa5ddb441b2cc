import { Agent, request } from 'node:http';

export interface OpenLoopResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  meanMs: number;
  total: number;
  errors: number;
  non2xx: number;
}

export interface OpenLoopLoad {
  url: string;
  /** Requests started per second, evenly spaced (as many clients' independent timers are). */
  rate: number;
  seconds: number;
  /** Keep-alive connections the requests share. */
  connections: number;
  /** The body of the n-th request. */
  body(n: number): string;
  /** Headers of the n-th request besides its content type (e.g. who sends it). */
  headers?(n: number): Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * An open-loop load: requests start on a fixed schedule whatever the answers do, the way riders'
 * timers fire, and each latency counts from the moment its request was due (so a server that falls
 * behind is charged for the wait, not only for the work). autocannon's fixed rate sends each
 * second's requests in bursts, which measures its bursts rather than the server.
 */
export async function openLoop(load: OpenLoopLoad): Promise<OpenLoopResult> {
  const target = new URL(`${load.url}/graphql`);
  const agent = new Agent({ keepAlive: true, maxSockets: load.connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const total = Math.round(load.rate * load.seconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];

  const send = (n: number, dueAt: number) =>
    new Promise<void>((resolve) => {
      const body = load.body(n);
      const req = request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            ...load.headers?.(n),
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if ((res.statusCode ?? 0) >= 300) non2xx += 1;
            latencies.push(performance.now() - dueAt);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });

  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started;
      const due = Math.min(total, Math.floor((elapsed / 1000) * load.rate));
      for (; sent < due; sent += 1) {
        pending.push(send(sent, started + (sent / load.rate) * 1000));
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  const duration = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / duration,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    meanMs: sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length),
    total: latencies.length,
    errors,
    non2xx,
  };
}
