import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeRoute = (url: URL) => FakeAnswer;

export interface FakeServer {
  url: string;
  /** Every request received, in order. */
  requests: URL[];
  /** Routes by path; a path with no route answers 404. */
  routes: Map<string, FakeRoute>;
}

/**
 * A local HTTP server that answers like a maps provider, with the response shapes the provider
 * documents. It listens on 127.0.0.1 only, for one test file.
 */
export function useFakeServer(): FakeServer {
  const fake: FakeServer = { url: '', requests: [], routes: new Map() };
  let server: Server | undefined;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      fake.requests.push(url);
      const route = [...fake.routes.entries()].find(([path]) => url.pathname.startsWith(path))?.[1];
      const answer = route ? route(url) : { status: 404, body: { error: 'not found' } };
      const text = JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      });
      res.end(text);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return fake;
}
