import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { preparingPool, statementName } from './prepared-statements.ts';

interface Scratch {
  fare: { id: number; amount: number };
}

const url = inject('postgresUrl') ?? undefined;

describe.skipIf(!url)('statements kept prepared on PostgreSQL (decision 65)', () => {
  const schema = `prepared_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;

  /** Kysely over one connection (so the session's prepared statements are the ones it made). */
  function openDb(limit?: number) {
    const pool = new pg.Pool({
      connectionString: url,
      options: `-c search_path=${schema}`,
      max: 1,
    });
    return new Kysely<Scratch>({
      dialect: new PostgresDialect({
        pool: preparingPool(pool, limit === undefined ? {} : { limit }),
      }),
    });
  }

  async function preparedTexts(db: Kysely<Scratch>) {
    const { rows } = await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements`.execute(db);
    return rows;
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.query(`create table ${schema}.fare (id int primary key, amount int not null)`);
    await admin.query(`insert into ${schema}.fare values (1, 100), (2, 250), (3, 75)`);
  });

  afterAll(async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('keeps a query prepared by its text and answers it as before, on every call', async () => {
    const db = openDb();
    try {
      const query = (id: number) =>
        db.selectFrom('fare').select(['id', 'amount']).where('id', '=', id);
      expect(await query(2).executeTakeFirst()).toEqual({ id: 2, amount: 250 });
      expect(await query(3).executeTakeFirst()).toEqual({ id: 3, amount: 75 });
      const text = query(1).compile().sql;
      const kept = await preparedTexts(db);
      expect(kept.filter((k) => k.statement === text)).toEqual([
        { name: statementName(text), statement: text },
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('never keeps a statement whose columns a `*` names, nor transaction control', async () => {
    const db = openDb();
    try {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('fare').set({ amount: 101 }).where('id', '=', 1).execute();
        await trx.updateTable('fare').set({ amount: 100 }).where('id', '=', 1).execute();
      });
      const all = await db.selectFrom('fare').selectAll().orderBy('id').execute();
      expect(all.map((f) => f.amount)).toEqual([100, 250, 75]);
      const kept = (await preparedTexts(db)).map((k) => k.statement);
      expect(kept.some((text) => text.includes('*'))).toBe(false);
      expect(kept.some((text) => /^\s*(begin|commit)/i.test(text))).toBe(false);
      expect(kept.some((text) => text.startsWith('update "fare"'))).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('keeps answering a kept statement after its table gains a column', async () => {
    const db = openDb();
    try {
      const amountOf = () =>
        db.selectFrom('fare').select('amount').where('id', '=', 2).executeTakeFirstOrThrow();
      expect(await amountOf()).toEqual({ amount: 250 });
      await admin.query(`alter table ${schema}.fare add column note text`);
      expect(await amountOf()).toEqual({ amount: 250 });
    } finally {
      await db.destroy();
    }
  });

  it('keeps at most its limit of statements on a connection; later texts run unnamed', async () => {
    const db = openDb(2);
    try {
      for (let n = 1; n <= 4; n += 1) {
        const row = await db
          .selectFrom('fare')
          .select(sql<number>`amount + ${sql.lit(n)}`.as('plus'))
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        expect(row.plus).toBe(100 + n);
      }
      const kept = (await preparedTexts(db)).map((k) => k.statement);
      expect(kept.filter((text) => text.includes('amount +'))).toHaveLength(2);
    } finally {
      await db.destroy();
    }
  });
});
