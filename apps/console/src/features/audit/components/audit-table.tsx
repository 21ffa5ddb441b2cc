import { t } from '@lingui/core/macro';
import { DataTable } from '../../../components/data-table.tsx';
import type { ConsoleAuditLogQuery } from '../../../gql/graphql.ts';
import { formatInstant } from '../../../lib/format.ts';
import { auditChanges, fieldLabel } from '../lib/audit-changes.ts';

type Entry = ConsoleAuditLogQuery['auditLog']['entries'][number];

/** "field: before → after" for each field the entry names. */
function Changes({ entry }: { entry: Entry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <dl className="changes">
      {changes.map((change) => (
        <div key={change.field}>
          <dt>{fieldLabel(change.field)}</dt>
          <dd>
            {change.before && change.before !== change.after ? (
              <>
                <del>{change.before}</del>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> {t`changed to`} </span>
              </>
            ) : null}
            {change.before && !change.after ? (
              <span className="muted">{t`(removed)`}</span>
            ) : (
              <ins>{change.after}</ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditTable({ entries, timeZone }: { entries: readonly Entry[]; timeZone: string }) {
  return (
    <DataTable
      caption={t`Audit log entries, newest first`}
      regionLabel={t`Audit log entries`}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        {
          header: t`Time`,
          cell: (entry) => (
            <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt, timeZone)}</time>
          ),
        },
        { header: t`Actor`, cell: (entry) => entry.actorEmail },
        { header: t`Action`, cell: (entry) => <code>{entry.action}</code> },
        { header: t`Target`, cell: (entry) => entry.target },
        { header: t`Changes`, cell: (entry) => <Changes entry={entry} /> },
      ]}
    />
  );
}
