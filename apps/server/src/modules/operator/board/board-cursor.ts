import { z } from 'zod';
import { badUserInput } from '../../../core/errors.ts';
import type { BoardKey } from './board.repository.ts';

/** A cursor as it is encoded: [1 when assigned, pickup ISO 8601, ride id]. */
const cursorSchema = z.tuple([z.union([z.literal(0), z.literal(1)]), z.iso.datetime(), z.uuid()]);

/** The opaque `endCursor` of a page: where the next one starts. */
export function encodeBoardCursor(key: BoardKey): string {
  const value = [key.assigned ? 1 : 0, key.pickupAt.toISOString(), key.id];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The key a cursor names; a cursor this board did not give out is BAD_USER_INPUT. */
export function decodeBoardCursor(cursor: string): BoardKey {
  const refuse = () => badUserInput('after must be an endCursor of the board.', 'after');
  if (cursor.length > 200 || !/^[\w-]+$/.test(cursor)) throw refuse();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) throw refuse();
  const [assigned, pickupAt, id] = parsed.data;
  return { assigned: assigned === 1, pickupAt: new Date(pickupAt), id };
}
