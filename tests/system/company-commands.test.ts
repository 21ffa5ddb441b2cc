import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../../scripts/lib/postgres.ts';
import { TYPESCRIPT_COMMAND } from '../../scripts/lib/node-commands.ts';

const MAIN = resolve('apps/server/dist/main.js');
const DISABLED = 'Status: 403, Message: Specified company is disabled.';
const dirs: string[] = [];
const servers: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ride-co-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run company:<name> -- …` the way npm does: node with tsx, the server's environment. */
function command(name: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [...TYPESCRIPT_COMMAND, resolve(`scripts/company/${name}.ts`), ...args],
      {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  stop(): Promise<void>;
}

async function startServer(
  dataDir: string,
  whileWaiting?: (output: () => string) => Promise<void>,
) {
  const web = tempDir();
  writeFileSync(join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: web,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  if (whileWaiting) await whileWaiting(() => output);
  const base = await waitFor(
    () => /listening on (http:\/\/localhost:\d+)/.exec(output)?.[1],
    () => `no start:\n${output}`,
  );
  return {
    child,
    base: base.replace('localhost', '127.0.0.1'),
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  } satisfies Server;
}

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, why: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(why());
}

async function companyData(base: string, coid: string) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query getCompanyData($coid: String!) { getCompanyData(coid: $coid) { name } }',
      variables: { coid },
    }),
  });
  const body = (await response.json()) as {
    data?: { getCompanyData: { name: string } | null };
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: response.status, ...body };
}

const outbox = (base: string, coid: string) =>
  fetch(`${base}/dev/outbox?coid=${coid}`).then((r) => r.text());

const creation = (coid: string, more: string[] = []) => [
  '--coid',
  coid,
  '--name',
  `${coid} cars`,
  '--admin-email',
  `admin@${coid}.test`,
  '--time-zone',
  'America/Chicago',
  ...more,
];

describe('company commands on the embedded database', () => {
  const dataDir = tempDir();
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  let server: Server;

  it('create a company from an empty data directory with the server stopped', async () => {
    const created = await command('create', creation('windy'), env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(
      'Created company windy (windy cars) on the embedded database.',
    );
    expect(created.stdout).toContain('200 km around 41.85003,-87.65005 (Chicago)');
    expect(created.stdout).toContain('Invitation for admin@windy.test (first admin)');
    expect(created.stdout).not.toMatch(/token/i);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it.each([
    ['an existing coid', creation('windy'), 'A company with the id "windy" already exists.'],
    ['a malformed coid', creation('no/slash'), '--coid: "no/slash" is not a valid company id'],
    [
      'a bad e-mail',
      [...creation('mailless').slice(0, 4), '--admin-email', 'someone@'],
      '--admin-email: The admin e-mail: Not a valid email',
    ],
    [
      'an unknown currency',
      creation('coins', ['--currency', 'ABC']),
      '--currency: Unknown currency "ABC"',
    ],
    [
      'an unknown time zone',
      creation('zoneless', ['--time-zone', 'Mars/Olympus']),
      '--time-zone: Unknown time zone "Mars/Olympus"',
    ],
    [
      'an unknown country',
      creation('nowhere', ['--country', 'QQ']),
      '--country: Unknown country "QQ"',
    ],
    ['an unknown option', [...creation('extra'), '--colour', 'red'], "Unknown option '--colour'"],
  ])('refuse %s with a message and exit code 1', async (_case, args, message) => {
    const refused = await command('create', args, env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`company:create: ${message}`);
    expect(refused.stdout).toBe('');
  });

  it('let a starting server wait while the data is held, then it sends the waiting invitation', async () => {
    // A command (here: this test process, which is alive) holds the embedded database.
    const lock = join(dataDir, 'pglite.lock');
    writeFileSync(lock, String(process.pid));
    server = await startServer(dataDir, async (output) => {
      await waitFor(
        () => (output().includes('Waiting for another process') ? true : undefined),
        output,
      );
      rmSync(lock);
    });
    expect((await companyData(server.base, 'windy')).data?.getCompanyData?.name).toBe('windy cars');
    for (const coid of ['mailless', 'coins', 'zoneless', 'nowhere', 'extra']) {
      expect((await companyData(server.base, coid)).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
    }
    const mail = await waitFor(
      async () => {
        const page = await outbox(server.base, 'windy');
        return page.includes('· sent') ? page : undefined;
      },
      () => 'the invitation was not sent',
    );
    expect(mail).toContain('/console/invitation?coid=windy&amp;token=');
  });

  it('create, refuse and disable through the running server', async () => {
    const created = await command('create', creation('river'), env);
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Created company river (river cars) on the running server.');
    expect(created.code).toBe(0);
    expect((await companyData(server.base, 'river')).data?.getCompanyData?.name).toBe('river cars');
    const page = await waitFor(
      async () => {
        const text = await outbox(server.base, 'river');
        return text.includes('· sent') ? text : undefined;
      },
      () => 'the invitation was not sent',
    );
    expect(page).toContain('To:</strong> admin@river.test');

    const again = await command('create', creation('river'), env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('company:create: A company with the id "river" already exists.');

    const disabled = await command('disable', ['--coid', 'river'], env);
    expect(disabled.stdout).toContain(
      'Company river (river cars) is now disabled (on the running server).',
    );
    expect(disabled.code).toBe(0);
    // A server keeps a company's settings a few seconds (decision 8); then riders are told.
    const answer = await waitFor(
      async () => {
        const res = await companyData(server.base, 'river');
        return res.status === 403 ? res : undefined;
      },
      () => 'the company was not disabled',
    );
    expect(answer.errors?.[0]?.message).toBe(DISABLED);

    const unknown = await command('disable', ['--coid', 'nobody'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('company:disable: Company "nobody" not found');
    expect(server.output()).toContain('"command":"company:create"');
  });

  it("work on the data again once the server stopped, past a crashed process's leftovers", async () => {
    await server.stop();
    expect(existsSync(join(dataDir, 'admin.sock'))).toBe(false);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    // What a killed server leaves: a socket file nobody listens on, a lock naming a dead process.
    writeFileSync(join(dataDir, 'admin.sock'), '');
    writeFileSync(join(dataDir, 'pglite.lock'), String(server.child.pid));
    const disabled = await command('disable', ['--coid', 'windy'], env);
    expect(disabled.stderr).toBe('');
    expect(disabled.stdout).toContain('now disabled (on the embedded database)');
    const enabled = await command('enable', ['--coid', 'river'], env);
    expect(enabled.stdout).toContain('now enabled (on the embedded database)');

    const restarted = await startServer(dataDir);
    expect((await companyData(restarted.base, 'windy')).errors?.[0]?.message).toBe(DISABLED);
    expect((await companyData(restarted.base, 'river')).status).toBe(200);
    await restarted.stop();
  });
});

describe('company commands on PostgreSQL', () => {
  it('create and disable a company on the database DATABASE_URL names', async (context) => {
    const database = await createThrowawayDatabase('ride_co');
    if (!database) {
      context.skip();
      return;
    }
    try {
      const env = { DATA_DIR: tempDir(), DATABASE_URL: database.url, LOG_LEVEL: 'silent' };
      const created = await command('create', creation('lakes', ['--currency', 'CAD']), env);
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain(
        'Created company lakes (lakes cars) on the PostgreSQL database.',
      );
      const again = await command('create', creation('LAKES'), env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('A company with the id "lakes" already exists.');
      const disabled = await command('disable', ['--coid', 'lakes'], env);
      expect(disabled.code).toBe(0);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const company = await client.query<{ is_disabled: boolean; currency_symbol: string }>(
        "select is_disabled, currency_symbol from company where id = 'lakes'",
      );
      expect(company.rows).toEqual([{ is_disabled: true, currency_symbol: '$' }]);
      const audit = await client.query<{ action: string; actor: string }>(
        "select action, actor from audit_log where company_id = 'lakes' order by created_at, action",
      );
      expect(audit.rows).toEqual([
        { action: 'company.create', actor: 'company:create' },
        { action: 'staff.invite', actor: 'company:create' },
        { action: 'company.disable', actor: 'company:disable' },
      ]);
      const companies = await client.query('select id from company');
      expect(companies.rows).toEqual([{ id: 'lakes' }]);
      await client.end();
    } finally {
      await database.drop();
    }
  });
});
