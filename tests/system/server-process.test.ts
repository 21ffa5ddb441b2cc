import { request } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../../apps/server/src/adapters/mail/smtp.test-server.ts';
import { createThrowawayDatabase } from '../../scripts/lib/postgres.ts';
import { childPids } from '../../scripts/lib/processes.ts';
import {
  healthStatus,
  logLines,
  removeTempDirs,
  runServer,
  seededDataDir,
  tempDir,
  waitForPort,
} from './support/server-process.ts';

afterAll(removeTempDirs);

describe('the server process', () => {
  it('refuses bad configuration with a clear message and exit code 78', async () => {
    const running = runServer({ PORT: 'http', MAPS_PROVIDER: 'bing', DATA_DIR: tempDir() });
    expect(await running.exited).toBe(78);
    expect(running.output()).toContain('PORT: PORT must be a number');
    expect(running.output()).toContain('MAPS_PROVIDER must be one of offline, google, osm');
  });

  it('refuses more than one worker on the embedded database', async () => {
    const running = runServer({ PORT: '0', WEB_CONCURRENCY: '2', DATA_DIR: tempDir() });
    expect(await running.exited).toBe(78);
    expect(running.output()).toContain(
      'WEB_CONCURRENCY: must be 1 without DATABASE_URL (the embedded PGlite database belongs to one process)',
    );
  });

  it('names its map tiles at start: OpenStreetMap in development, a warning in production without any', async () => {
    const development = runServer({
      PORT: '0',
      NODE_ENV: 'development',
      DATA_DIR: seededDataDir(),
    });
    await waitForPort(development);
    const started = (server: typeof development) =>
      logLines(server).find((line) => String(line.message).includes('listening on'));
    expect(started(development)).toMatchObject({
      mapTiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    development.child.kill('SIGTERM');
    expect(await development.exited).toBe(0);

    const production = runServer({
      PORT: '0',
      NODE_ENV: 'production',
      DATA_DIR: seededDataDir(),
      JWT_SECRET: 'x'.repeat(48),
      SECRETS_KEY: '7e'.repeat(32),
      PUBLIC_URL: 'https://rides.example.com',
    });
    await waitForPort(production);
    expect(started(production)).toMatchObject({ mapTiles: 'none' });
    // Written just after the line that says it listens, through the same asynchronous log.
    await expect
      .poll(() => logLines(production), { timeout: 10_000 })
      .toContainEqual(
        expect.objectContaining({
          level: 'warn',
          message: expect.stringContaining('No map tiles configured') as unknown,
        }),
      );
    production.child.kill('SIGTERM');
    expect(await production.exited).toBe(0);
  });

  it('serves the demo company over PGlite and shuts down on SIGTERM after finishing requests', async () => {
    const running = runServer({ PORT: '0', DATA_DIR: tempDir() });
    const base = await waitForPort(running);
    const page = await (await fetch(`${base}/book`)).text();
    expect(page).toContain('Demo Limousine');
    // A request in flight when SIGTERM arrives still gets its answer: its headers are sent
    // first, SIGTERM follows, then the rest of its body.
    const body = JSON.stringify({
      query: '{ getAllCountries(company_alias: "demo") { countries { countryCode } } }',
    });
    const { port } = new URL(base);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        running.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 200);
      }, 200);
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(text).toContain('"countryCode":"US"');
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('SIGTERM received, shutting down');
  });

  it('serves the same over PostgreSQL with DATABASE_URL', async (context) => {
    const database = await createThrowawayDatabase('ride_sys');
    if (!database) return context.skip('no PostgreSQL server reachable');
    try {
      const running = runServer({
        PORT: '0',
        DATA_DIR: tempDir(),
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
      });
      const base = await waitForPort(running);
      expect(logLines(running)).toContainEqual(
        expect.objectContaining({ database: 'postgres', workers: 2 }),
      );
      const page = await (await fetch(`${base}/book?coid=acme`)).text();
      expect(page).toContain('Acme Chauffeurs');
      const manifest = await (await fetch(`${base}/demo/manifest.json`)).json();
      expect(manifest.name).toBe('Demo Limousine');

      // Two workers share the port; one that dies is replaced and the others keep serving.
      const workers = childPids(running.child.pid!);
      expect(workers).toHaveLength(2);
      process.kill(workers[0]!, 'SIGKILL');
      const died = (line: Record<string, unknown>) =>
        line.message === 'Server worker died' && line.worker === 0;
      while (!logLines(running).some(died)) {
        await new Promise((r) => setTimeout(r, 50));
      }
      // Fresh connections: a kept-alive one to the killed worker is reset, as with any crash.
      expect(await healthStatus(base)).toBe(200);
      const deadline = Date.now() + 30_000;
      let replaced = childPids(running.child.pid!);
      while ((replaced.length < 2 || replaced.includes(workers[0]!)) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        replaced = childPids(running.child.pid!);
      }
      expect(replaced).toHaveLength(2);
      expect(replaced).toContain(workers[1]);
      for (let i = 0; i < 10; i += 1) expect(await healthStatus(base)).toBe(200);

      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      expect(childPids(running.child.pid!)).toEqual([]);
      expect(running.output()).toContain('SIGTERM received, stopping workers');
    } finally {
      await database.drop();
    }
  });

  it('loses no mail when it crashes between answering and sending', async () => {
    // An SMTP server that takes the connection and never greets: the first send hangs.
    const hung: Socket[] = [];
    const stalling = createTcpServer((socket) => void hung.push(socket));
    await new Promise<void>((done) => stalling.listen(0, '127.0.0.1', done));
    const stallingPort = (stalling.address() as { port: number }).port;
    const dataDir = seededDataDir();
    const first = runServer({
      PORT: '0',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${stallingPort}`,
    });
    const base = await waitForPort(first);
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation ($input: ResetAccountUserPasswordInput!) { resetPassword(input: $input) { isSuccessful } }',
        variables: { input: { email: 'rider@demo.test', companyId: 'demo' } },
      }),
    });
    expect((await response.json()).data.resetPassword.isSuccessful).toBe(true);
    // The mail is on its way out when the process dies.
    while (hung.length === 0) await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGKILL');
    await first.exited;
    for (const socket of hung) socket.destroy();
    stalling.close();

    const smtp = await startTestSmtpServer();
    try {
      const second = runServer({ PORT: '0', DATA_DIR: dataDir, SMTP_URL: smtp.url });
      await waitForPort(second);
      const deadline = Date.now() + 30_000;
      while (smtp.received.length === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(smtp.received.map((mail) => mail.to)).toEqual([['rider@demo.test']]);
      expect(smtp.received[0]!.raw).toMatch(/^Subject: Reset your Demo Limousine password$/m);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('closes the connections a dying worker held, so no client waits for its answer', async (context) => {
    const database = await createThrowawayDatabase('ride_sys');
    if (!database) return context.skip('no PostgreSQL server reachable');
    try {
      const running = runServer({
        PORT: '0',
        DATA_DIR: tempDir(),
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
      });
      const base = await waitForPort(running);
      const body = JSON.stringify({
        query:
          '{ getAllCountries(company_alias: "demo") { countries { countryCode countryName } } }',
      });
      /** One request on a connection of its own: its status, or 0 when the connection broke. */
      const ask = () =>
        new Promise<{ status: number; ms: number }>((resolve) => {
          const started = Date.now();
          const req = request(
            `${base}/graphql`,
            {
              method: 'POST',
              agent: false,
              timeout: 8_000,
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
              },
            },
            (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }),
              );
              res.on('error', () => resolve({ status: 0, ms: Date.now() - started }));
            },
          );
          req.on('timeout', () => req.destroy(new Error('timed out')));
          req.on('error', () => resolve({ status: 0, ms: Date.now() - started }));
          req.end(body);
        });
      // 200 clients asking again and again while a worker is killed three times.
      let running200 = true;
      const clients = Array.from({ length: 200 }, async () => {
        const answers: { status: number; ms: number }[] = [];
        while (running200) answers.push(await ask());
        return answers;
      });
      for (let kill = 0; kill < 3; kill += 1) {
        await new Promise((r) => setTimeout(r, 700));
        const [worker] = childPids(running.child.pid!);
        if (worker) process.kill(worker, 'SIGKILL');
        await new Promise((r) => setTimeout(r, 1_800));
      }
      running200 = false;
      const answers = (await Promise.all(clients)).flat();
      // The server kept answering (how many depends on how busy the machine is, so no count).
      expect(answers.some((answer) => answer.status === 200)).toBe(true);
      // Broken connections are fine (clients retry); one held open until the client gives up is not.
      expect(answers.filter((answer) => answer.ms >= 8_000)).toEqual([]);
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
