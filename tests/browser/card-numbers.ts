import cardValidator from 'card-validator';

/**
 * Runs of 13 to 19 digits, single spaces or dashes allowed between them, as card numbers are
 * typed; not the digits of a decimal fraction (a coordinate's 40.6794531239408) nor digits inside
 * a longer word (a UUID's or a hash's hex, "a6917-6412-3090-1b"), which are no card.
 */
const DIGIT_RUN = /(?<![\dA-Za-z.-])\d(?:[ -]?\d){12,18}(?![\dA-Za-z-]|[ ]\d|\.\d)/g;

/**
 * A UUID (the server's request ids, reservation ids): its digit groups, joined by dashes, can
 * read as a Luhn-valid run of digits after one of its hex letters; it is never a card number.
 */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/**
 * Every full card number in a text: a whole run of digits that passes the Luhn check and belongs
 * to a card brand (card-validator), reported masked so that a failure does not print it again.
 */
export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.replace(UUID, ' ').matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (cardValidator.number(digits).isValid) {
      found.push(`${digits.slice(0, 6)}…${digits.slice(-4)} (${digits.length} digits)`);
    }
  }
  return found;
}

/** Payment gateway secret keys (Stripe's secret and restricted keys), reported masked. */
export function gatewaySecretsIn(text: string): string[] {
  return [...text.matchAll(/\b(?:sk|rk)_(?:test|live)_[A-Za-z0-9]{6,}/g)].map(
    (match) => `${match[0].slice(0, 8)}…${match[0].slice(-4)}`,
  );
}

/**
 * Every full card number (or what `find` looks for) kept in a database: each text and JSON value
 * of every table.
 */
export async function cardNumbersInDatabase(
  query: <T>(sql: string) => Promise<T[]>,
  find: (text: string) => string[] = cardNumbersIn,
): Promise<{ found: string[]; values: number }> {
  const columns = await query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const found: string[] = [];
  let values = 0;
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await query<{ value: string | null }>(
      `select "${column}"::text as value from "${table}" where "${column}" is not null`,
    );
    values += rows.length;
    for (const row of rows) {
      for (const number of find(row.value ?? '')) found.push(`${table}.${column}: ${number}`);
    }
  }
  return { found, values };
}
