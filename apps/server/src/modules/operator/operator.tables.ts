import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { StaffRole } from '../staff/index.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** JSON values as the audit log keeps them: plain data, secrets already masked. */
export type AuditValues = Record<string, unknown>;

/** One staff action (migration 0037): append-only, a trigger refuses updates and deletes. */
export interface AuditLogTable {
  id: Generated<string>;
  company_id: string;
  staff_user_id: string | null;
  actor: string;
  action: string;
  target: Generated<string>;
  before: JSONColumnType<AuditValues | null, string | null, string | null>;
  after: JSONColumnType<AuditValues | null, string | null, string | null>;
  created_at: Timestamp;
}

/** An invitation to a company's staff: single-use, expiring; only the token's hash is kept. */
export interface StaffInvitationTable {
  id: Generated<string>;
  company_id: string;
  email: string;
  role: StaffRole;
  token_hash: string;
  invited_by: string | null;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}
