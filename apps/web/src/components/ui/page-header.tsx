import type { ReactNode } from 'react';
import './page-header.css';

/** The page's single h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  titleId,
  lead,
  children,
}: {
  title: string;
  titleId?: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <h1 id={titleId} className="page-header__title">
        {title}
      </h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
