/**
 * The money screen's summary statement alone, in this process over one connection: the company's
 * days (decision 90) beside the same sums straight from the ledger (decision 85's statement, what
 * the screen ran before), on the same data in the same run.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/schema.ts';
import {
  sumRange,
  type MoneyRange,
} from '../../apps/server/src/modules/operator/money/money-range.repository.ts';
import { sumRangeFromLedger } from '../../apps/server/src/modules/operator/money/money-range.test-helpers.ts';

/** Runs of each statement measured, after a few unmeasured (plans and caches warm). */
const RUNS = Number(process.env.BENCH_MONEY_STATEMENT_RUNS ?? 50);
const WARMUP_RUNS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function benchMoneyStatements(databaseUrl: string, range: MoneyRange) {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
  });
  try {
    for (const [name, statement] of [
      ['from the ledger (before)', sumRangeFromLedger],
      ['from the company days', sumRange],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP_RUNS + RUNS; i += 1) {
        const started = performance.now();
        await statement(db, range);
        if (i >= WARMUP_RUNS) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  statement ${name}, alone: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${RUNS} runs)`,
      );
    }
  } finally {
    await db.destroy();
  }
}
