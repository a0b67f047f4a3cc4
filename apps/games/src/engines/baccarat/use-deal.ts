import { useEffect, useState } from 'react';
import { dealOrder, type BaccaratDetails } from './outcome.ts';

/** Speed pacing: one card every DEAL_MS. */
export const DEAL_MS = 420;

/**
 * How many cards of the round are turned: a timer turns them one by one in dealing order (one deal per
 * round id); with reduced motion every card is up at once. `count` is 0 while no settled round shows.
 */
export function useDeal(
  roundId: string | null,
  details: BaccaratDetails | null,
  showing: boolean,
  reducedMotion: boolean,
): { count: number; total: number; done: boolean } {
  const [dealt, setDealt] = useState<{ id: string | null; count: number }>({ id: null, count: 0 });
  const total = details ? dealOrder(details).length : 0;

  useEffect(() => {
    if (roundId === null || total === 0 || reducedMotion) return;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setDealt({ id: roundId, count });
      if (count >= total) clearInterval(timer);
    }, DEAL_MS);
    return () => clearInterval(timer);
    // `total` follows roundId: one deal per round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId, reducedMotion]);

  const count = !showing ? 0 : reducedMotion ? total : dealt.id === roundId ? dealt.count : 0;
  return { count, total, done: showing && count >= total };
}
