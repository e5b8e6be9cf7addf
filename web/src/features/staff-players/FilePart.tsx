import type { ReactNode } from 'react';
import { DataTable, type DataColumn, type DataRow } from '../../components/DataTable';

/** A part of the file: its heading, then its list or table (or the line saying there is none). */
export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className="h6 text-body-secondary">
        {title}
      </h4>
      {children}
    </section>
  );
}

/** The line of a part that has nothing to show. */
function None({ text }: { text: string }) {
  return <p className="small text-body-secondary mb-0">{text}</p>;
}

/** A part holding a table named by the part's title, or the line saying there is none. */
export function TablePart({ id, title, none, columns, rows }: { id: string; title: string; none: string; columns: DataColumn[]; rows: DataRow[] }) {
  return (
    <Part id={id} title={title}>
      {rows.length === 0 ? <None text={none} /> : <DataTable caption={title} columns={columns} rows={rows} />}
    </Part>
  );
}
