import { t } from '@lingui/core/macro';
import type { Key, ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row: a row header (`<th scope="row">`) rather than a data cell. */
  rowHeader?: boolean;
  className?: string;
}

/**
 * A list of records as a table, one column per field, that scrolls sideways on a narrow screen.
 * With a `caption` (read by screen readers, hidden on screen) the scrolling box is a focusable
 * region, named by `regionLabel` (else the caption), so a keyboard can scroll it too.
 */
export function DataTable<Row>({
  rows,
  rowKey,
  columns,
  caption,
  regionLabel,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: readonly Column<Row>[];
  caption?: string;
  regionLabel?: string;
}) {
  const region = caption
    ? {
        role: 'region',
        'aria-label': t`${regionLabel ?? caption} (scrolls sideways)`,
        tabIndex: 0,
      }
    : {};
  return (
    <div className="table-scroll" {...region}>
      <table>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
