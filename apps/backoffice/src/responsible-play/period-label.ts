/**
 * A period as the operator reads it, whatever it belongs to: a limit's ("Daily"), a break's ("3 days",
 * stored as '3d') or a self-exclusion's ("1 year", stored as '1y'; "Indefinite").
 */
export function periodLabel(
  period: string,
  t: (key: string, args?: Record<string, unknown>) => string,
): string {
  if (period === 'daily' || period === 'weekly' || period === 'monthly') return t(`periods.${period}`);
  const days = /^(\d+)d$/.exec(period);
  if (days) return t('break_days', { days: Number(days[1]) });
  return t(`exclusion_periods.${period}`);
}
