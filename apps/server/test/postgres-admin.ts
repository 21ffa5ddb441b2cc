import pg from 'pg';

/** `url` with its database replaced by `database`. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `use` on one short-lived connection to `url`, closed whatever happens. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Drops a test database, ending the connections it still has. */
export function dropDatabase(adminUrl: string, database: string): Promise<unknown> {
  return withClient(adminUrl, (admin) =>
    admin.query(`drop database if exists ${database} with (force)`),
  );
}
