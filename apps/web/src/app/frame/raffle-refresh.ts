import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CURRENT_RAFFLE_QUERY_KEY } from '../../features/raffles/api/get-current-raffle.ts';
import { RAFFLE_HISTORY_QUERY_KEY } from '../../features/raffles/api/get-raffle-history.ts';
import { useBalance } from '../../features/wallet/api/get-balance.ts';

/**
 * Tickets come from play: whenever the balance changes (a game round reported it, a prize was paid),
 * the current raffle and the raffle history are asked again, so the raffle button and popup follow.
 */
export function useRaffleRefresh(): void {
  const queryClient = useQueryClient();
  const balance = useBalance().data?.balance;
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (balance === undefined) return;
    if (previous.current !== undefined && previous.current !== balance) {
      void queryClient.invalidateQueries({ queryKey: CURRENT_RAFFLE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: RAFFLE_HISTORY_QUERY_KEY });
    }
    previous.current = balance;
  }, [balance, queryClient]);
}
