import type { ReactNode } from 'react';
import '../styles/transactions.scss';

/** A column of a {@link DataTable}. */
export interface DataColumn {
  /** The header, and the label each cell shows before its value in the stacked phone layout. */
  label: string;
  /** An amount: aligned to the end, in the header and the cells. */
  amount?: boolean;
  /**
   * The row's buttons: the header is read by screen readers only and the cells carry no label in
   * the stacked layout (each button names its row).
   */
  actions?: boolean;
  /** More classes for the column's cells (tx-when, tx-wrap, fw-semibold). */
  className?: string;
}

/** A row of a {@link DataTable}: one cell per column, in the columns' order. */
export interface DataRow {
  key: string;
  cells: ReactNode[];
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * A table from lg up, stacked cards below (transactions.scss): a caption for screen readers (the
 * heading above names the table on screen), the column headers, and the rows.
 */
export function DataTable({
  caption,
  columns,
  rows,
  className,
  busy,
}: {
  caption: ReactNode;
  columns: DataColumn[];
  rows: DataRow[];
  /** More classes for the wrapper (a margin). */
  className?: string;
  /** While the rows shown are being read again. */
  busy?: boolean;
}) {
  return (
    <div className={classes('tx-table-wrap', className)} aria-busy={busy}>
      <table className="tx-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((col, i) => (
              <th key={i} scope="col" className={classes(col.amount && 'tx-amount', col.actions && 'tx-actions')}>
                {col.actions ? <span className="visually-hidden">{col.label}</span> : col.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {columns.map((col, i) => (
                <td
                  key={i}
                  data-label={col.actions ? undefined : col.label}
                  className={classes(col.className, col.amount && 'tx-amount', col.actions && 'tx-actions')}
                >
                  {row.cells[i]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
