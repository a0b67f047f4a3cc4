import { useEffect, useRef } from 'react';
import { useClaimPendingBonuses } from '../api/claim-bonus.ts';
import { useBalance } from '../api/get-balance.ts';

/**
 * Collects promotional bonuses (e.g. PHONE_VERIFIED) as soon as the balance says one is waiting: right
 * after the phone is verified (the popup refreshes the balance), or at the next visit when that first
 * claim never happened (tab closed, network gone). One attempt per waiting amount and page load, so a
 * failing claim does not loop; the bonus stays on the server for the next visit.
 */
export function PendingBonusCollector() {
  const { data } = useBalance();
  const claim = useClaimPendingBonuses();
  const attempted = useRef(0);
  const pending = data?.pendingBonus ?? 0;
  useEffect(() => {
    if (pending === 0) {
      attempted.current = 0;
      return;
    }
    if (attempted.current === pending) return;
    attempted.current = pending;
    void claim().catch(() => undefined);
  }, [pending, claim]);
  return null;
}
