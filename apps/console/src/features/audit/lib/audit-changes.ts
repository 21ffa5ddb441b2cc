/** One field of an audit entry: its value before and after ("" when it had none). */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

function parseObject(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: json };
  }
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** "sessionsEnded" → "sessions ended", "expiresAt" → "expires at". */
export function fieldLabel(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/**
 * The fields an entry's before and after name, in the order they first appear, each with both
 * values as text: what the audit screen lists as "field: before → after".
 */
export function auditChanges(before: string | null, after: string | null): AuditChange[] {
  const was = parseObject(before);
  const is = parseObject(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields.map((field) => ({ field, before: show(was[field]), after: show(is[field]) }));
}

/** The first instant after a calendar date (YYYY-MM-DD): the date that follows it. */
export function nextDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
