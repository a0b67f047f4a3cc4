import type { ReactNode } from 'react';

interface RulesTableProps {
  /** What the table lists (read first by a screen reader). */
  caption: string;
  /** The column headings; a bare list of figures leaves them out. */
  columns?: readonly string[];
  testId?: string;
  /** A class of the game's own beside `rules-table` (the dialog's table look). */
  className?: string;
  /** The rows (`<tr>`), each game's own. */
  children: ReactNode;
}

/** A table in a game's rules dialog — pays, RTP per bet, chances: caption, column headings, the game's rows. */
export function RulesTable({ caption, columns, testId, className, children }: RulesTableProps) {
  return (
    <table className={className ? `rules-table ${className}` : 'rules-table'} data-testid={testId}>
      <caption>{caption}</caption>
      {columns ? (
        <thead>
          <tr>
            {columns.map((heading, i) => (
              <th key={i} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>{children}</tbody>
    </table>
  );
}
