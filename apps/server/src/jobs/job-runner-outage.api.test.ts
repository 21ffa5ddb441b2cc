import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../../test/throwaway-postgres.ts';
import { mailDelivery } from '../adapters/mail/delivery.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import { enqueueMail } from '../adapters/mail/outbox.repository.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createLogger } from '../logger.ts';
import { recordFailedAttempt } from './failed-attempt.ts';
import { createJobRunner } from './job-runner.ts';
import { claimDueRows } from './queue.repository.ts';

describe.skipIf(!inject('postgresUrl'))('the background worker when the database goes away', () => {
  let postgres: ThrowawayPostgres | null = null;
  let proxy: TcpProxy | undefined;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    postgres = await createThrowawayPostgres('ride_jobs');
    if (!postgres) throw new Error('no PostgreSQL server');
    proxy = await startTcpProxy({ host: postgres.host, port: postgres.port });
    database = await openDatabase({ databaseUrl: proxy.urlFor(postgres.url) });
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { isProduction: false });
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await postgres?.drop();
  });

  /** A booking's confirmation to `to`, queued in the outbox. */
  const queueMail = (to: string) =>
    enqueueMail(database!.db, {
      companyId: 'demo',
      from: 'no-reply@rides.invalid',
      to,
      subject: 'Your ride is booked',
      text: 'See you at 8.',
    });

  it('settles its batch once the database is back: what it sent is done, the rest due again at once', async () => {
    const { db } = database!;
    for (const to of ['a@jobs.test', 'b@jobs.test', 'c@jobs.test']) await queueMail(to);
    const sent: string[] = [];
    let cut = false;
    const mailer: Mailer = {
      provider: 'smtp',
      async send(mail) {
        // The database goes away while the second message is being sent, which fails too.
        if (sent.length === 1 && !cut) {
          cut = true;
          await proxy!.refuse();
          throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
        }
        sent.push(mail.to);
      },
      close: async () => undefined,
    };
    // A second ahead of the database's clock, so that what was queued just now is due; leases are
    // two minutes, and the test's clock never gets there.
    const now = () => new Date(Date.now() + 1_000);
    const failures: string[] = [];
    const runner = createJobRunner({
      db,
      logger: { ...createLogger('silent'), error: (message) => void failures.push(message) },
      handlers: [mailDelivery(mailer)],
      now,
    });

    await runner.drain();
    expect(sent).toHaveLength(1);
    expect(failures).toEqual(['Background work could not run']);

    await proxy!.allow();
    await runner.drain();
    // Each sent once: the first is not sent again, the other two are sent now, not in two minutes.
    expect([...sent].sort()).toEqual(['a@jobs.test', 'b@jobs.test', 'c@jobs.test']);
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'status', 'attempts', 'locked_until'])
      .where('to_address', 'like', '%@jobs.test')
      .execute();
    expect(new Map(rows.map(({ to_address, ...row }) => [to_address, row]))).toEqual(
      new Map(
        ['a@jobs.test', 'b@jobs.test', 'c@jobs.test'].map((to) => [
          to,
          { status: 'done', attempts: to === sent[0] ? 1 : 2, locked_until: null },
        ]),
      ),
    );
  });

  it('ends a claim whose answer was lost with the connection once the database is back, so its rows are due then, not after their lease', async () => {
    const { db } = database!;
    const addresses = ['lost-a@jobs.test', 'lost-b@jobs.test'];
    for (const to of addresses) await queueMail(to);
    const sent: string[] = [];
    const mailer: Mailer = {
      provider: 'smtp',
      send: async (mail) => void sent.push(mail.to),
      close: async () => undefined,
    };
    const runner = createJobRunner({
      db,
      logger: createLogger('silent'),
      handlers: [mailDelivery(mailer)],
      now: () => new Date(Date.now() + 1_000),
    });
    // Read past the proxy: the claim reaches the database and commits, its answer never returns.
    const direct = new pg.Client({ connectionString: postgres!.url });
    await direct.connect();
    try {
      proxy!.loseAnswers();
      const draining = runner.drain();
      await expect
        .poll(
          async () =>
            (
              await direct.query<{ n: number }>(
                `select count(*)::int as n from mail_outbox
                  where to_address like 'lost-%' and locked_until is not null`,
              )
            ).rows[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(2);
      await proxy!.refuse();
      await draining;
      expect(sent).toEqual([]);
    } finally {
      await direct.end();
    }

    await proxy!.allow();
    await runner.drain();
    expect(sent.filter((to) => to.startsWith('lost-')).sort()).toEqual(addresses);
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'locked_until'])
      .where('to_address', 'like', 'lost-%')
      .execute();
    expect(rows).toEqual(
      addresses.map(() => ({ status: 'done', attempts: 2, locked_until: null })),
    );
  });

  it('writes a request’s failed attempt once the database is back, so its row is due then, not after its lease', async () => {
    const { db } = database!;
    await queueMail('request@jobs.test');
    const now = new Date(Date.now() + 1_000);
    const claimed = await claimDueRows(db, 'mail_outbox', now, 120_000, 25);
    const row = claimed.find((r) => r.to_address === 'request@jobs.test');
    expect(row).toBeDefined();

    // The work fails as the database goes away: its failure cannot be written now.
    await proxy!.refuse();
    await recordFailedAttempt(db, 'mail_outbox', row!.id, 'gateway away', now);
    await proxy!.allow();

    await expect
      .poll(
        async () =>
          db
            .selectFrom('mail_outbox')
            .select(['status', 'locked_until', 'last_error'])
            .where('id', '=', row!.id)
            .executeTakeFirst(),
        { timeout: 10_000 },
      )
      .toEqual({ status: 'pending', locked_until: null, last_error: 'gateway away' });
  });
});
