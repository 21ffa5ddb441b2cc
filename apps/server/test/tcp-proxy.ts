import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL, in the outage tests): a test points the app at it
 * and then cuts and refuses every connection, as a database that goes away does, without touching
 * the server itself, which other tests share.
 */
export interface TcpProxy {
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  /** Connections accepted so far. */
  accepted(): number;
  /** Cuts every open connection and refuses new ones (nothing listens on the port). */
  refuse(): Promise<void>;
  /**
   * From now on, what the server sends back is lost on the way until `refuse`: a statement still
   * reaches the server and runs (and commits) while its client waits for an answer that never
   * comes, as when a connection breaks between the two.
   */
  loseAnswers(): void;
  /** Listens on the same port again (answers are delivered again). */
  allow(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let accepted = 0;
  let server: Server | null = null;
  let port = 0;
  let losingAnswers = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        accepted += 1;
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          // Either side failing ends the pair, as a broken connection does.
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.on('data', (chunk: Buffer) => {
          if (!losingAnswers) client.write(chunk);
        });
        upstream.on('end', () => client.end());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });

  const refuse = async () => {
    const stopping = server;
    server = null;
    for (const socket of open) socket.destroy();
    open.clear();
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
  };

  await listen();
  return {
    urlFor(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    accepted: () => accepted,
    refuse,
    loseAnswers() {
      losingAnswers = true;
    },
    allow() {
      losingAnswers = false;
      return server ? Promise.resolve() : listen();
    },
    close: refuse,
  };
}
