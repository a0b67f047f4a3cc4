/** The unique index a violation hit (PostgreSQL 23505), if it was one: '' when the driver names none. */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') {
    return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
  }
  return undefined;
}
