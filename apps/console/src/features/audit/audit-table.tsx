import type { ConsoleAuditLogQuery } from '../../gql/graphql.ts';
import { formatInstant } from '../../lib/format.ts';
import { auditChanges, fieldLabel } from './audit-changes.ts';

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
                <span className="visually-hidden"> changed to </span>
              </>
            ) : null}
            {change.before && !change.after ? (
              <span className="muted">(removed)</span>
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
    <div
      className="table-scroll"
      role="region"
      aria-label="Audit log entries (scrolls sideways)"
      tabIndex={0}
    >
      <table>
        <caption className="visually-hidden">Audit log entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Actor</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt, timeZone)}</time>
              </td>
              <td>{entry.actorEmail}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>{entry.target}</td>
              <td>
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
