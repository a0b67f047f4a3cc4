import { GAME_CATALOGUE, type Game } from '@casino/contract';

/** What a tile's label says a game is (locale keys games.kind.*). */
export type GameKind = 'gameShow' | 'table';

const TABLE_MOTIFS = new Set(['roulette', 'cards']);

/**
 * Issue 25: our LIVE-type titles are instant in-house games with no dealer or stream, so their tiles say
 * what they are: a game show (the wheels, dice, coin flip, board walk) or a table game (roulette,
 * baccarat). The `live` tag and the /category/live route stay; slots get no label.
 */
export function gameKind(game: Pick<Game, 'gameCode' | 'gameType'>): GameKind | null {
  if (game.gameType !== 'LIVE') return null;
  const motif = GAME_CATALOGUE.find((g) => g.gameCode === game.gameCode)?.theme.motif;
  return motif && TABLE_MOTIFS.has(motif) ? 'table' : 'gameShow';
}
