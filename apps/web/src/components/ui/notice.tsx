import type { ReactNode } from 'react';
import './notice.css';

/** An honest state box: empty lists, coming-soon features, errors. */
export function Notice({
  children,
  tone = 'neutral',
  action,
  testId,
}: {
  children: ReactNode;
  tone?: 'neutral' | 'error';
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`notice notice--${tone}`}
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      <p className="notice__text">{children}</p>
      {action ? <div className="notice__action">{action}</div> : null}
    </div>
  );
}
