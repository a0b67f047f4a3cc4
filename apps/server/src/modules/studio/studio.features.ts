/**
 * What a studio round triggered, as the wallet's game movement carries it (its `features`, told with
 * the round's bet): `free-spins` when the paid spin of a slot awarded free spins. Missions count
 * these (goal FREE_SPINS), once per round.
 */
export function roundFeatures(outcome: Record<string, unknown>): string[] {
  if (outcome.engine !== 'slot') return [];
  const details = outcome.details as { freeSpinsAwarded?: unknown } | undefined;
  const awarded = details?.freeSpinsAwarded;
  return typeof awarded === 'number' && awarded > 0 ? ['free-spins'] : [];
}
