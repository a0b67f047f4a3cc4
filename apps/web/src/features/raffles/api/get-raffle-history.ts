import { RAFFLE_PATHS, raffleHistoryNewResponseSchema } from '@casino/contract';
import { raffleQueryOptions, useSignedInQuery } from './raffle-query.ts';

export const RAFFLE_HISTORY_QUERY_KEY = ['raffles', 'history'] as const;

/** GET /raffle-history-new (login): the raffles the player has tickets in, newest draw first. */
export function raffleHistoryQueryOptions() {
  return raffleQueryOptions(
    RAFFLE_HISTORY_QUERY_KEY,
    RAFFLE_PATHS.raffleHistoryNew,
    raffleHistoryNewResponseSchema,
    10_000,
  );
}

export function useRaffleHistory() {
  return useSignedInQuery(raffleHistoryQueryOptions());
}
