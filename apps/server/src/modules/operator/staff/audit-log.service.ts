import { z } from 'zod';
import { badUserInput } from '../../../core/errors.ts';
import { parseOrRefuse } from '../../../core/validation.ts';
import { auditEntryExists, listAuditEntries } from './audit-log.repository.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import type { StaffDeps } from './staff-members.service.ts';

export const AUDIT_PAGE_MAX = 100;

const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date and time')
  .transform((value) => new Date(value));
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => value || undefined);

const argsSchema = z.object({
  filter: z
    .object({
      action: text(100).nullish(),
      actorEmail: text(254).nullish(),
      target: text(254).nullish(),
      from: instant.nullish(),
      to: instant.nullish(),
    })
    .nullish(),
  first: z
    .number()
    .int()
    .min(1, `must be between 1 and ${AUDIT_PAGE_MAX}`)
    .max(AUDIT_PAGE_MAX, `must be between 1 and ${AUDIT_PAGE_MAX}`)
    .nullish(),
  after: z
    .string()
    .regex(/^\d{1,18}$/, 'must be a cursor of this log')
    .nullish(),
});

/** auditLog: one page of the company's audit log, newest first, with the filters given. */
export async function auditLog(ctx: StaffDeps, admin: StaffViewer, args: unknown) {
  const { filter, first, after } = parseOrRefuse(argsSchema, args);
  if (after && !(await auditEntryExists(ctx.db, admin.companyId, after)))
    throw badUserInput('after must be a cursor of this log', 'after');
  const limit = first ?? 50;
  const rows = await listAuditEntries(ctx.db, {
    companyId: admin.companyId,
    action: filter?.action ?? undefined,
    actorEmail: filter?.actorEmail ?? undefined,
    target: filter?.target ?? undefined,
    from: filter?.from ?? undefined,
    to: filter?.to ?? undefined,
    after: after ?? undefined,
    limit: limit + 1,
  });
  const entries = rows.slice(0, limit).map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    actorEmail: row.actor,
    action: row.action,
    target: row.target,
    before: row.before === null ? null : JSON.stringify(row.before),
    after: row.after === null ? null : JSON.stringify(row.after),
  }));
  const hasNextPage = rows.length > limit;
  return { entries, endCursor: hasNextPage ? (entries.at(-1)?.id ?? null) : null, hasNextPage };
}
