import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import { recordAudit } from '../audit.repository.ts';
import {
  AUDIT_LOG,
  refusedCallers,
  signedInStaff,
  type SignedInStaff,
} from './operator-staff.test-helpers.ts';

interface Entry {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
}
interface Page {
  entries: Entry[];
  endCursor: string | null;
  hasNextPage: boolean;
}

describe.each(databaseKinds())('audit log on %s', (kind) => {
  const api = useTestApi(kind);
  let admin: SignedInStaff;
  let acmeAdmin: SignedInStaff;
  const marker = `audit-${Date.now()}`;

  beforeAll(async () => {
    admin = await signedInStaff(api, 'admin');
    acmeAdmin = await signedInStaff(api, 'admin', 'acme');
    // Five actions of demo's admin, one of acme's, one of the command line: one transaction
    // each, a few milliseconds apart, so each has its own time even as the API shows it
    // (milliseconds; the database keeps microseconds).
    for (let i = 1; i <= 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 3));
      await api.db.transaction().execute((trx) =>
        recordAudit(
          trx,
          'demo',
          { userId: admin.id, companyId: 'demo' },
          {
            action: i % 2 ? 'test.odd' : 'test.even',
            target: `${marker}-${i}`,
            before: { n: i - 1 },
            after: { n: i, gatewaySecret: 'sk_live_abcdef123456' },
            secretFields: ['gatewaySecret'],
          },
        ),
      );
    }
    await recordAudit(
      api.db,
      'acme',
      { userId: acmeAdmin.id, companyId: 'acme' },
      { action: 'test.odd', target: `${marker}-acme` },
    );
    await recordAudit(
      api.db,
      'demo',
      { commandLine: 'company:create' },
      {
        action: 'test.cli',
        target: marker,
      },
    );
  });
  beforeEach(() => clearRateLimits(api));

  const read = (variables: Record<string, unknown>, headers = admin.headers) =>
    api.gql<{ auditLog: Page }>(AUDIT_LOG, variables, headers);

  it('is refused to nobody, riders, drivers and dispatchers', async () => {
    for (const caller of await refusedCallers(api)) {
      const res = await api.gql(AUDIT_LOG, {}, caller.headers);
      expect(res.errors?.[0]?.extensions?.code, caller.who).toBe(caller.code);
    }
  });

  it("shows the admin's own company only, newest first, secrets masked", async () => {
    const res = await read({ filter: { target: marker } });
    expect(res.errors).toBeUndefined();
    const entries = res.data!.auditLog.entries;
    expect(entries.map((e) => e.target)).toEqual([
      marker,
      `${marker}-5`,
      `${marker}-4`,
      `${marker}-3`,
      `${marker}-2`,
      `${marker}-1`,
    ]);
    expect(entries[0]).toMatchObject({ actorEmail: 'company:create', before: null, after: null });
    expect(entries[1]).toMatchObject({ actorEmail: admin.email, action: 'test.odd' });
    expect(JSON.parse(entries[1]!.before!)).toEqual({ n: 4 });
    expect(JSON.parse(entries[1]!.after!)).toEqual({ n: 5, gatewaySecret: '••••3456' });
    const acme = await read({ filter: { target: marker } }, acmeAdmin.headers);
    expect(acme.data!.auditLog.entries.map((e) => e.target)).toEqual([`${marker}-acme`]);
  });

  it('filters by action, actor, target and time', async () => {
    const even = await read({ filter: { target: marker, action: 'test.even' } });
    expect(even.data!.auditLog.entries.map((e) => e.target)).toEqual([
      `${marker}-4`,
      `${marker}-2`,
    ]);
    const byActor = await read({
      filter: { target: marker, actorEmail: admin.email.toUpperCase().slice(0, 12) },
    });
    expect(byActor.data!.auditLog.entries).toHaveLength(5);
    const byCli = await read({ filter: { actorEmail: 'company:create', target: marker } });
    expect(byCli.data!.auditLog.entries).toHaveLength(1);
    // Pattern characters are taken literally.
    expect((await read({ filter: { target: '%' } })).data!.auditLog.entries).toEqual([]);

    const all = (await read({ filter: { target: marker } })).data!.auditLog.entries;
    const third = all.find((e) => e.target === `${marker}-3`)!;
    const fromThird = await read({ filter: { target: marker, from: third.createdAt } });
    expect(fromThird.data!.auditLog.entries.map((e) => e.target)).toContain(`${marker}-3`);
    expect(fromThird.data!.auditLog.entries.map((e) => e.target)).not.toContain(`${marker}-2`);
    const beforeThird = await read({ filter: { target: marker, to: third.createdAt } });
    expect(beforeThird.data!.auditLog.entries.map((e) => e.target)).not.toContain(`${marker}-3`);
    expect(beforeThird.data!.auditLog.entries.map((e) => e.target)).toContain(`${marker}-1`);
  });

  it('pages newest first by cursor, with nothing repeated or skipped', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const res = await read({ filter: { target: marker }, first: 2, after });
      expect(res.errors).toBeUndefined();
      const { entries, endCursor, hasNextPage } = res.data!.auditLog;
      seen.push(...entries.map((e) => e.target));
      if (!hasNextPage) {
        expect(endCursor).toBeNull();
        break;
      }
      after = endCursor;
    }
    expect(seen).toEqual([
      marker,
      `${marker}-5`,
      `${marker}-4`,
      `${marker}-3`,
      `${marker}-2`,
      `${marker}-1`,
    ]);
  });

  it('refuses bad paging and filter values, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first: 0 }, 'first'],
      [{ first: 101 }, 'first'],
      [{ after: 'abc' }, 'after'],
      [{ after: '999999999999' }, 'after'],
      [{ filter: { from: 'yesterday' } }, 'filter.from'],
      [{ filter: { target: 'x'.repeat(300) } }, 'filter.target'],
    ];
    for (const [variables, field] of cases) {
      const res = await read(variables);
      expect(res.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it("refuses another company's cursor like an unknown one", async () => {
    const acme = await read({ first: 1 }, acmeAdmin.headers);
    const cursor = acme.data!.auditLog.entries[0]!.id;
    const res = await read({ after: cursor });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await expect(
      sql`update audit_log set action = 'forged' where target = ${`${marker}-1`}`.execute(api.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from audit_log where target = ${`${marker}-1`}`.execute(api.db),
    ).rejects.toThrow(/append-only/);
    const row = await api.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `${marker}-1`)
      .executeTakeFirstOrThrow();
    expect(row.action).toBe('test.odd');
  });
});
