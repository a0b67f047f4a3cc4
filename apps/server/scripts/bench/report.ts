/** Prints rows as an aligned plain-text table with a title line. */
export function printTable(title: string, rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((row) => String(row[c]).length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}\n${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const percent = (ratio: number | undefined) =>
  ratio === undefined ? '' : `${(ratio * 100).toFixed(1)} %`;
export const whole = (n: number) => Math.round(n).toLocaleString('en');

/** The median of a non-empty list (the mean of the middle two for an even length). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The smallest and largest of a non-empty list. */
export const spread = (values: readonly number[]) => ({ min: Math.min(...values), max: Math.max(...values) });
