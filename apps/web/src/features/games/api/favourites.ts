import { GAME_LOBBY_PATHS, gameCodeListSchema, type GameCodeList } from '@casino/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.tsx';

/** Issue 29: the player's hearted games and recently played games, kept on the server per account. */
export const FAVOURITES_QUERY_KEY = ['games', 'favourites'] as const;
export const RECENT_GAMES_QUERY_KEY = ['games', 'recent'] as const;

export function getFavourites(signal?: AbortSignal): Promise<GameCodeList> {
  return apiRequest(GAME_LOBBY_PATHS.favourites, { schema: gameCodeListSchema, signal });
}

export function getRecentGames(signal?: AbortSignal): Promise<GameCodeList> {
  return apiRequest(GAME_LOBBY_PATHS.recent, { schema: gameCodeListSchema, signal });
}

export function setFavourite(gameCode: string, favourite: boolean): Promise<GameCodeList> {
  return apiRequest(GAME_LOBBY_PATHS.favourite.replace(':gameCode', encodeURIComponent(gameCode)), {
    method: favourite ? 'PUT' : 'DELETE',
    schema: gameCodeListSchema,
  });
}

export function favouritesQueryOptions() {
  return queryOptions({
    queryKey: FAVOURITES_QUERY_KEY,
    queryFn: ({ signal }) => getFavourites(signal),
    // Another device may heart a game: read again when the player comes back to this window.
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}

export function recentGamesQueryOptions() {
  return queryOptions({
    queryKey: RECENT_GAMES_QUERY_KEY,
    queryFn: ({ signal }) => getRecentGames(signal),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}

/** Asked once the server confirmed the session (a stale display cookie must not cause a 401). */
export function useFavourites() {
  const { player } = useSession();
  return useQuery({ ...favouritesQueryOptions(), enabled: player !== null });
}

export function useRecentGames() {
  const { player } = useSession();
  return useQuery({ ...recentGamesQueryOptions(), enabled: player !== null });
}

/** Hearts or un-hearts at once on screen; the server's answer (the list as it is) then replaces it. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ gameCode, favourite }: { gameCode: string; favourite: boolean }) =>
      setFavourite(gameCode, favourite),
    onMutate: async ({ gameCode, favourite }) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITES_QUERY_KEY });
      const before = queryClient.getQueryData<GameCodeList>(FAVOURITES_QUERY_KEY);
      const others = (before?.gameCodes ?? []).filter((code) => code !== gameCode);
      queryClient.setQueryData<GameCodeList>(FAVOURITES_QUERY_KEY, {
        gameCodes: favourite ? [gameCode, ...others] : others,
      });
      return { before };
    },
    onSuccess: (list) => queryClient.setQueryData(FAVOURITES_QUERY_KEY, list),
    onError: (error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(FAVOURITES_QUERY_KEY, context.before);
      toast.error(errorText(t, error), { toastId: 'favourite-error' });
    },
  });
}

/** A game page being left may have played rounds: the recently played row is read again. */
export function useRefreshRecentGamesOnLeave(gameCode: string) {
  const queryClient = useQueryClient();
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: RECENT_GAMES_QUERY_KEY }),
    [queryClient, gameCode],
  );
}
