import type { ColumnType, Generated } from 'kysely';

/**
 * Migration 0044: one change of a ride the board shows, written by triggers. The id (bigserial,
 * read as text) is the cursor a board resumes from.
 */
export interface DispatchEventTable {
  id: Generated<string>;
  company_id: string;
  reservation_id: string;
  created_at: ColumnType<Date, never, never>;
}
