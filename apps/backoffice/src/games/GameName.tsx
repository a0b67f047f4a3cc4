import { API_PATHS, GAMES_MAX_LIMIT, friendlyTitle, gamesResponseSchema, type Game } from '@casino/contract';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { operatorRequest } from '../lib/api.ts';

/**
 * Game names for the console's lists (issue 25 item 11): the public catalogue (GET /games, one request,
 * cached) read in the console's language — the translation, else the game's title, else the known title
 * of the code; the code itself when the game is unknown. Any operator may read it (no games.manage).
 */
export function useGameName(): (gameCode: string) => string | undefined {
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'ja';
  const catalogue = useQuery({
    queryKey: ['console', 'game-names'],
    queryFn: async ({ signal }) => {
      const answer = await operatorRequest(API_PATHS.games, {
        query: { limit: GAMES_MAX_LIMIT },
        schema: gamesResponseSchema,
        signal,
      });
      return new Map<string, Game>((answer[0]?.games ?? []).map((game) => [game.gameCode, game]));
    },
    staleTime: 5 * 60_000,
  });
  return (gameCode) => {
    const game = catalogue.data?.get(gameCode);
    const translated = game?.translations.find((t) => t.language.startsWith(language) && t.title.trim());
    return translated?.title ?? (game?.title.trim() || undefined) ?? friendlyTitle(gameCode, language);
  };
}

/** A game's name with its code underneath in small type (the code alone when no name is known). */
export function GameName({ gameCode, name }: { gameCode: string | null; name: string | undefined }) {
  if (!gameCode) return <span>—</span>;
  if (!name) return <span data-testid="game-name">{gameCode}</span>;
  return (
    <Box
      component="span"
      data-testid="game-name"
      data-game-code={gameCode}
      sx={{ display: 'inline-flex', flexDirection: 'column' }}
    >
      <span>{name}</span>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
        {gameCode}
      </Typography>
    </Box>
  );
}
