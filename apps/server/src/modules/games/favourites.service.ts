import { FAVOURITES_MAX, RECENT_GAMES_LIMIT, type GameCodeList } from '@casino/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import * as repo from './favourites.repository.ts';
import type { GamesService } from './games.service.ts';

/**
 * Issue 29: a player's favourites (hearts) and recently played games, kept per account on the server
 * so they follow the player to every device. Both answer game codes of the enabled catalogue; the
 * site shows them with the catalogue it already holds.
 */
export interface FavouritesService {
  list(accountId: string): Promise<GameCodeList>;
  /** 404 NOT_FOUND for a code not in the enabled catalogue; 409 FAVOURITES_FULL past FAVOURITES_MAX. */
  add(accountId: string, gameCode: string): Promise<GameCodeList>;
  remove(accountId: string, gameCode: string): Promise<GameCodeList>;
  recent(accountId: string): Promise<GameCodeList>;
}

export interface FavouritesDeps {
  db: Db;
  games: Pick<GamesService, 'findGame'>;
  /** The games of the account's latest rounds, newest first (the wallet's bet rounds). */
  recentGameCodes: (accountId: string, limit: number) => Promise<string[]>;
}

export function createFavouritesService({ db, games, recentGameCodes }: FavouritesDeps): FavouritesService {
  /** Codes of games that are (still) enabled, in the order given. */
  async function enabled(codes: readonly string[]): Promise<string[]> {
    const found = await Promise.all(codes.map(async (code) => ((await games.findGame(code)) ? code : null)));
    return found.filter((code): code is string => code !== null);
  }

  async function list(accountId: string): Promise<GameCodeList> {
    const rows = await repo.listFavourites(db, accountId);
    return { gameCodes: await enabled(rows.map((row) => row.game_code)) };
  }

  return {
    list,

    async add(accountId, gameCode) {
      if (!(await games.findGame(gameCode))) throw new ApiError(404, 'NOT_FOUND');
      // A bound on storage, not money: hearts sent at the same instant may pass it by a few.
      if ((await repo.countFavourites(db, accountId)) >= FAVOURITES_MAX) {
        const already = (await repo.listFavourites(db, accountId)).some((r) => r.game_code === gameCode);
        if (!already) throw new ApiError(409, 'FAVOURITES_FULL');
      }
      await repo.addFavourite(db, accountId, gameCode);
      return list(accountId);
    },

    async remove(accountId, gameCode) {
      await repo.removeFavourite(db, accountId, gameCode);
      return list(accountId);
    },

    async recent(accountId) {
      // A few more than shown, so games disabled since still leave a full row.
      const codes = await recentGameCodes(accountId, RECENT_GAMES_LIMIT + 10);
      return { gameCodes: (await enabled(codes)).slice(0, RECENT_GAMES_LIMIT) };
    },
  };
}
