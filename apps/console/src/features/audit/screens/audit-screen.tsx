import { t } from '@lingui/core/macro';
import { startOfZonedDate } from '@ride/domain';
import { useState } from 'react';
import { useQuery } from 'urql';
import type { AuditLogFilter } from '../../../gql/graphql.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { auditLogDocument } from '../api/audit-api.ts';
import { nextDate } from '../lib/audit-changes.ts';
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from '../components/audit-filters.tsx';
import { AuditTable } from '../components/audit-table.tsx';
import '../audit.css';

const PAGE_SIZE = 25;

/** The filters as the API takes them: dates are whole days in the company's time zone. */
function apiFilter(values: AuditFilterValues, timeZone: string): AuditLogFilter {
  return {
    ...(values.action.trim() ? { action: values.action.trim() } : {}),
    ...(values.actorEmail.trim() ? { actorEmail: values.actorEmail.trim() } : {}),
    ...(values.fromDate ? { from: startOfZonedDate(values.fromDate, timeZone).toISOString() } : {}),
    ...(values.toDate
      ? { to: startOfZonedDate(nextDate(values.toDate), timeZone).toISOString() }
      : {}),
  };
}

/** The audit log: every staff action, newest first, filtered and paged (admins only). */
export function AuditScreen() {
  const viewer = useConsoleViewer();
  const timeZone = viewer.company.timeZone;
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  // The cursors of the pages before this one: "Newer" goes back one.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const [{ data, error, fetching }] = useQuery({
    query: auditLogDocument,
    variables: { filter: apiFilter(filters, timeZone), first: PAGE_SIZE, after },
    requestPolicy: 'network-only',
  });
  const page = data?.auditLog;

  return (
    <>
      <h1>{t`Audit log`}</h1>
      <p>{t`Every staff action, with the values before and after. Times are in ${timeZone}.`}</p>
      <AuditFilters
        onApply={(values) => {
          setFilters(values);
          setCursors([null]);
        }}
      />
      {error ? <p role="alert">{errorMessage(error)}</p> : null}
      {!page ? (
        fetching ? (
          <p role="status">{t`Loading…`}</p>
        ) : null
      ) : page.entries.length === 0 ? (
        <p>{t`No entries match.`}</p>
      ) : (
        <AuditTable entries={page.entries} timeZone={timeZone} />
      )}
      <nav aria-label={t`Audit log pages`} className="actions pager">
        <button
          type="button"
          disabled={cursors.length <= 1}
          onClick={() => setCursors((stack) => stack.slice(0, -1))}
        >
          {t`Newer entries`}
        </button>
        <span>{t`Page ${cursors.length}`}</span>
        <button
          type="button"
          disabled={!page?.hasNextPage || !page.endCursor}
          onClick={() => page?.endCursor && setCursors((stack) => [...stack, page.endCursor])}
        >
          {t`Older entries`}
        </button>
      </nav>
    </>
  );
}
