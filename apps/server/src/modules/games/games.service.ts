import type { Game, GamesQuery, GamesResponse } from '@casino/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './games.repository.ts';

export interface GamesService {
  listGames(query: GamesQuery): Promise<GamesResponse>;
  /** An enabled game of the catalogue (launch, studio); undefined for an unknown or disabled code. */
  findGame(gameCode: string): Promise<Game | undefined>;
  /** Forgets the cached catalogue: the next read loads it (the back office changed a game). */
  invalidateCatalogue(): void;
}

/** The base `title` of a game is its English title (then any title, then its code). */
const BASE_TITLE_LANGUAGE = 'en';

function groupBy<T extends { game_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.game_id);
    if (list) list.push(row);
    else map.set(row.game_id, [row]);
  }
  return map;
}

export interface GamesServiceOptions {
  /** How long the catalogue is kept in memory; the site itself treats it as fresh for 10 s (SPEC §9). */
  cacheTtlMs?: number;
  now?: () => number;
}

async function loadCatalogue(db: Db): Promise<Game[]> {
  const rows = await repo.listEnabledGames(db);
  const ids = rows.map((r) => r.game_id);
  const [tagRows, translationRows] = await Promise.all([
    repo.listTags(db, ids),
    repo.listTranslations(db, ids),
  ]);
  const tags = groupBy(tagRows);
  const translations = groupBy(translationRows);

  return rows.map((row): Game => {
    const gameTranslations = (translations.get(row.game_id) ?? []).map((t) => ({
      gameId: t.game_id,
      language: t.language,
      title: t.title,
    }));
    const title =
      gameTranslations.find((t) => t.language === BASE_TITLE_LANGUAGE)?.title ??
      gameTranslations[0]?.title ??
      row.game_code;
    return {
      gameId: row.game_id,
      gameCode: row.game_code,
      title,
      translations: gameTranslations,
      tags: (tags.get(row.game_id) ?? []).map((t) => t.tag.toUpperCase()),
      gameType: row.game_type,
      orientation: row.orientation,
      isDemoAvailable: row.is_demo_available,
      imagePath: row.image_path,
      gameStudioId: row.game_studio_id,
      gameStudioName: row.game_studio_name,
    };
  });
}

export function createGamesService(
  db: Db,
  config: Pick<Config, 'siteRef'>,
  options: GamesServiceOptions = {},
): GamesService {
  const ttl = options.cacheTtlMs ?? 5_000;
  const now = options.now ?? Date.now;
  // Every page of the site asks for the catalogue, which changes rarely: it is read from the database
  // at most once per TTL per process (three queries), and concurrent misses share one load.
  let cache: { games: Game[]; expiresAt: number } | undefined;
  let loading: Promise<Game[]> | undefined;
  // Bumped by invalidateCatalogue(): a load that started before a change must not cache its result.
  let generation = 0;

  async function catalogue(): Promise<Game[]> {
    if (cache && cache.expiresAt > now()) return cache.games;
    const started = generation;
    loading ??= loadCatalogue(db)
      .then((games) => {
        if (started === generation) cache = { games, expiresAt: now() + ttl };
        return games;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    /**
     * SPEC §3: "a list whose first element has a games list". This deployment runs one site, so the
     * list has one element, for the configured SITE_REF; a siteRef in the query is accepted for the
     * client's sake but does not select anything. totalCount counts every enabled game; `limit` caps
     * the list.
     */
    async listGames({ limit }) {
      const games = await catalogue();
      return [{ siteRef: config.siteRef, totalCount: games.length, games: games.slice(0, limit) }];
    },

    async findGame(gameCode) {
      return (await catalogue()).find((game) => game.gameCode === gameCode);
    },

    invalidateCatalogue() {
      generation += 1;
      cache = undefined;
      loading = undefined;
    },
  };
}
