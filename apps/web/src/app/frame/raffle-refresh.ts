import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CURRENT_RAFFLE_QUERY_KEY } from '../../features/raffles/api/get-current-raffle.ts';
import { RAFFLE_HISTORY_QUERY_KEY } from '../../features/raffles/api/get-raffle-history.ts';
import { usePlayNews } from '../../features/wallet/utils/play-news.ts';

/**
 * Tickets come from play: whenever the balance changes (a game round reported it, a prize was paid) or
 * a game reports a round that left it where it was, the current raffle and the raffle history are
 * asked again, so the raffle button and popup follow.
 */
export function useRaffleRefresh(): void {
  const queryClient = useQueryClient();
  const news = usePlayNews();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (news === undefined) return;
    if (previous.current !== undefined && previous.current !== news) {
      void queryClient.invalidateQueries({ queryKey: CURRENT_RAFFLE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: RAFFLE_HISTORY_QUERY_KEY });
    }
    previous.current = news;
  }, [news, queryClient]);
}
