import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/database.ts';
import { mailDelivery } from '../adapters/mail/delivery.ts';
import type { Mailer, MailMessage } from '../adapters/mail/mailer.ts';
import { enqueueMail, listOutboxMessages } from '../adapters/mail/outbox.repository.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createJobRunner, MAX_ATTEMPTS, retryDelayMs } from './job-runner.ts';

const logger = createLogger('silent');

const message = (to: string): MailMessage => ({
  companyId: 'demo',
  from: '"Demo Limousine" <no-reply@rides.invalid>',
  to,
  subject: 'Your ride is booked',
  text: 'See you at 8.',
});

/** A mail provider that records what it sends, and fails while `failing` is set. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  const state = { failing: false as boolean, slowMs: 0 };
  const mailer: Mailer = {
    provider: 'smtp',
    async send(mail) {
      if (state.slowMs) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
      if (state.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      sent.push(mail);
    },
    close: async () => undefined,
  };
  return { mailer, sent, state };
}

/** A clock the test moves, a second ahead of the database's, so rows queued just now are due. */
function clock() {
  let time = Date.now() + 1000;
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
}

async function outboxRows(db: Db) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', 'like', '%@jobs.test')
    .execute();
}

describe.each(databaseKinds())('durable mail outbox on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('mail_outbox').execute();
  });

  it('sends each queued message once and records it as sent', async () => {
    const { mailer, sent } = recordingMailer();
    const time = clock();
    const ids = [
      await enqueueMail(database.db, message('a@jobs.test')),
      await enqueueMail(database.db, message('b@jobs.test')),
    ];
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: [mailDelivery(mailer)],
      now: time.now,
    });
    await runner.drain();
    await runner.drain();
    expect(sent.map((m) => m.to).sort()).toEqual(['a@jobs.test', 'b@jobs.test']);
    // The outbox id goes with the message: SMTP sends it as the Message-ID.
    expect(sent.map((m) => m.id).sort()).toEqual([...ids].sort());
    const rows = await outboxRows(database.db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
  });

  it('sends soon what a change queued and woke the runner for, without waiting for the poll', async () => {
    const { mailer, sent } = recordingMailer();
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: [mailDelivery(mailer)],
      now: clock().now,
      pollMs: 3_600_000,
    });
    await runner.start();
    try {
      await vi.waitFor(async () => expect(await outboxRows(database.db)).toEqual([]));
      await enqueueMail(database.db, message('x@jobs.test'));
      runner.wake();
      await enqueueMail(database.db, message('y@jobs.test'));
      runner.wake();
      await vi.waitFor(
        () => expect(sent.map((m) => m.to).sort()).toEqual(['x@jobs.test', 'y@jobs.test']),
        {
          timeout: 2_000,
        },
      );
    } finally {
      await runner.stop();
    }
    const rows = await outboxRows(database.db);
    expect(rows.map((row) => [row.to_address, row.status]).sort()).toEqual([
      ['x@jobs.test', 'done'],
      ['y@jobs.test', 'done'],
    ]);
  });

  it('keeps a message that could not be sent and retries it with a growing wait', async () => {
    const { mailer, sent, state } = recordingMailer();
    const time = clock();
    await enqueueMail(database.db, message('later@jobs.test'));
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: [mailDelivery(mailer)],
      now: time.now,
    });
    state.failing = true;
    await runner.drain();
    let [row] = await outboxRows(database.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/ECONNREFUSED/);
    expect(new Date(row!.next_attempt_at).getTime()).toBe(time.now().getTime() + retryDelayMs(1));

    // Not due yet: nothing is tried.
    time.advance(retryDelayMs(1) - 1000);
    await runner.drain();
    expect((await outboxRows(database.db))[0]!.attempts).toBe(1);

    time.advance(1000);
    await runner.drain();
    [row] = await outboxRows(database.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(new Date(row!.next_attempt_at).getTime()).toBe(time.now().getTime() + retryDelayMs(2));

    state.failing = false;
    time.advance(retryDelayMs(2));
    await runner.drain();
    expect(sent.map((m) => m.to)).toEqual(['later@jobs.test']);
    expect((await outboxRows(database.db))[0]).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('marks the sent messages of a batch done and retries only the one that failed', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      provider: 'smtp',
      async send(mail) {
        if (mail.to === 'bounce@jobs.test') throw new Error('550 mailbox unavailable');
        sent.push(mail.to);
      },
      close: async () => undefined,
    };
    for (const to of ['one@jobs.test', 'bounce@jobs.test', 'two@jobs.test']) {
      await enqueueMail(database.db, message(to));
    }
    const time = clock();
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: [mailDelivery(mailer)],
      now: time.now,
    });
    await runner.drain();
    expect(sent.sort()).toEqual(['one@jobs.test', 'two@jobs.test']);
    const rows = await outboxRows(database.db);
    const byAddress = new Map(rows.map((row) => [row.to_address, row]));
    expect(byAddress.get('one@jobs.test')).toMatchObject({ status: 'done', attempts: 1 });
    expect(byAddress.get('two@jobs.test')).toMatchObject({ status: 'done', attempts: 1 });
    expect(byAddress.get('one@jobs.test')!.done_at).not.toBeNull();
    const bounced = byAddress.get('bounce@jobs.test')!;
    expect(bounced).toMatchObject({ status: 'pending', attempts: 1, done_at: null });
    expect(bounced.last_error).toMatch(/550/);
    expect(new Date(bounced.next_attempt_at).getTime()).toBe(
      time.now().getTime() + retryDelayMs(1),
    );
  });

  it('gives up after the last attempt and says so', async () => {
    const { mailer, state } = recordingMailer();
    const time = clock();
    const errors: string[] = [];
    await enqueueMail(database.db, message('never@jobs.test'));
    const runner = createJobRunner({
      db: database.db,
      logger: { ...logger, error: (text: string) => void errors.push(text) },
      handlers: [mailDelivery(mailer)],
      now: time.now,
    });
    state.failing = true;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await runner.drain();
      time.advance(retryDelayMs(attempt));
    }
    await runner.drain();
    expect((await outboxRows(database.db))[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
    });
    expect(errors).toEqual(['Background work failed for good']);
  });

  it('picks up a message whose worker died once its lease has run out', async () => {
    const { mailer, sent } = recordingMailer();
    const time = clock();
    const id = await enqueueMail(database.db, message('orphan@jobs.test'));
    // Another process claimed it and died before sending: its lease stands for two minutes.
    await database.db
      .updateTable('mail_outbox')
      .set({ locked_until: new Date(time.now().getTime() + 120_000), attempts: 1 })
      .where('id', '=', id)
      .execute();
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: [mailDelivery(mailer)],
      now: time.now,
    });
    await runner.drain();
    expect(sent).toEqual([]);
    time.advance(120_000);
    await runner.drain();
    expect(sent.map((m) => m.to)).toEqual(['orphan@jobs.test']);
  });

  it('sends every message once when several workers drain the outbox at the same time', async () => {
    const { mailer, sent, state } = recordingMailer();
    state.slowMs = 2;
    for (let i = 0; i < 30; i += 1) await enqueueMail(database.db, message(`m${i}@jobs.test`));
    // On PostgreSQL each worker has its own connection pool, as separate server processes do.
    const handles: DatabaseHandle[] = [];
    const dbs: Db[] = [database.db];
    if (database.openAnother) {
      for (let i = 0; i < 2; i += 1) handles.push(await database.openAnother());
      dbs.push(...handles.map((handle) => handle.db));
    } else {
      dbs.push(database.db, database.db);
    }
    try {
      const runners = dbs.map((db) =>
        createJobRunner({ db, logger, handlers: [mailDelivery(mailer)] }),
      );
      await Promise.all(runners.map((runner) => runner.drain()));
    } finally {
      for (const handle of handles) await handle.close();
    }
    const recipients = sent.map((m) => m.to);
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
    const rows = await outboxRows(database.db);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('lists one company’s mail for the development page, newest first', async () => {
    await enqueueMail(database.db, message('first@jobs.test'));
    await enqueueMail(database.db, { ...message('acme@jobs.test'), companyId: 'acme' });
    const listed = await listOutboxMessages(database.db, { companyId: 'demo', limit: 10 });
    expect(listed.map((m) => m.to_address)).toEqual(['first@jobs.test']);
  });
});
