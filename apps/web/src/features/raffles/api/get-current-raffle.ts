import { RAFFLE_PATHS, currentRaffleResponseSchema } from '@casino/contract';
import { raffleQueryOptions, useSignedInQuery } from './raffle-query.ts';

export const CURRENT_RAFFLE_QUERY_KEY = ['raffles', 'current'] as const;

/** GET /currentRaffle (login): the running raffle (else the next one) and the player's tickets. */
export function currentRaffleQueryOptions() {
  return raffleQueryOptions(
    CURRENT_RAFFLE_QUERY_KEY,
    RAFFLE_PATHS.currentRaffle,
    currentRaffleResponseSchema,
    5_000,
  );
}

export function useCurrentRaffle() {
  return useSignedInQuery(currentRaffleQueryOptions());
}
