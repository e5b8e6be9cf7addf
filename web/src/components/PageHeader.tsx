import type { ReactNode } from 'react';

export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-header mb-4">
      <h1 className="h2 mb-2">{title}</h1>
      {lead ? <p className="lead text-body-secondary mb-0">{lead}</p> : null}
      {children}
    </header>
  );
}
