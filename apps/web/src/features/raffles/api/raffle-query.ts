import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/**
 * A signed-in raffle read (GET, no parameters): SPEC §7 has both raffle queries refetch on focus when
 * logged in. `staleTime` is each one's own.
 */
export function raffleQueryOptions<T>(
  queryKey: readonly string[],
  path: string,
  schema: z.ZodType<T>,
  staleTime: number,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest(path, { schema, signal }),
    staleTime,
    refetchOnWindowFocus: true,
  });
}

/** Asked only once the server confirmed the session (as the balance is). */
export function useSignedInQuery<T>(options: ReturnType<typeof raffleQueryOptions<T>>) {
  const { player } = useSession();
  return useQuery({ ...options, enabled: player !== null });
}
