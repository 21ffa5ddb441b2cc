import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Named statements one connection keeps at most; later new texts run unnamed. */
export const MAX_PREPARED_PER_CONNECTION = 256;

/**
 * Statements worth keeping prepared: queries and changes (not transaction control, settings or
 * schema changes) whose result columns the text itself names. A text with `*` anywhere (`select *`,
 * `returning *`, `count(*)`, a product) is never kept: a `*` that a later migration widens would
 * make the kept plan fail with "cached plan must not change result type".
 */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b[^*]*$/i;

/** The statement name of a text: the same on every connection and in every process. */
export function statementName(text: string): string {
  return `k${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
}

/**
 * Decision 65: Kysely's PostgreSQL dialect over a pg pool whose connections keep each query's
 * parsed statement and plan (pg's named prepared statements, `{ name, text, values }`), so that
 * PostgreSQL parses and plans a hot statement once per connection instead of on every call.
 * Kysely still builds and runs every query: this is the dialect's documented `pool` extension
 * point, handing pg the statement's name beside its text and values.
 */
export function preparingPool(
  pool: pg.Pool,
  { limit = MAX_PREPARED_PER_CONNECTION }: { limit?: number } = {},
): PostgresPool {
  // One wrapper per pg connection, as Kysely keeps its own state per connection it is handed.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = preparingClient(client, limit);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
  };
}

/** A pool connection that names (and so keeps) the statements worth preparing, up to the limit. */
function preparingClient(client: pg.PoolClient, limit: number): PostgresPoolClient {
  // The statement name of each text kept on this connection.
  const kept = new Map<string, string>();
  const query = (text: unknown, values?: readonly unknown[]): unknown => {
    if (typeof text !== 'string') return client.query(text as pg.Submittable);
    // As Kysely passes them: pg reads the values and never changes them.
    const parameters = (values ?? []) as unknown[];
    let name = kept.get(text);
    if (!name) {
      if (kept.size >= limit || !PREPARABLE.test(text)) return client.query(text, parameters);
      name = statementName(text);
      kept.set(text, name);
    }
    return client.query({ name, text, values: parameters });
  };
  return {
    release: (destroy?: boolean) => client.release(destroy),
    query: query as PostgresPoolClient['query'],
  };
}
