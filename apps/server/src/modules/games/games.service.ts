import {
  gamesResponseSchema,
  type Game,
  type GameSearchQuery,
  type GameSearchResponse,
  type GamesQuery,
  type GamesResponse,
} from '@casino/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { compressBody, type CompressedBody } from '../../plugins/compressed-body.ts';
import { studioFacts, studioRtp } from './game-rtp.ts';
import * as repo from './games.repository.ts';
import { buildSearchIndex, searchGames, suggestGames, type SearchIndex } from './games.search.ts';

export interface GamesService {
  listGames(query: GamesQuery): Promise<GamesResponse>;
  /**
   * listGames as the JSON body GET /games sends, checked against the contract once and compressed
   * once per catalogue load (and limit): the route serves bytes, not objects.
   */
  listGamesBody(query: GamesQuery): Promise<CompressedBody>;
  /**
   * Drops this process's catalogue: the next request reads the database again. Whoever changes a game
   * (the back office) calls it after its transaction commits; other processes catch up within the TTL.
   */
  invalidateCatalogue(): void;
  /** An enabled game of the catalogue (launch, studio); undefined for an unknown or disabled code. */
  findGame(gameCode: string): Promise<Game | undefined>;
  /** Issue 29: the enabled games matching a query, best first, and suggestions when none did. */
  search(query: GameSearchQuery): Promise<GameSearchResponse>;
}

/** How many games the empty state of a search offers. */
const SUGGESTIONS = 6;

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

interface Catalogue {
  games: Game[];
  /** The reading of each game, by code (search data; not part of the public game object). */
  readings: Map<string, string | null>;
}

async function loadCatalogue(db: Db, outside: Readonly<Record<string, string>>): Promise<Catalogue> {
  const rows = await repo.listEnabledGames(db);
  const ids = rows.map((r) => r.game_id);
  const [tagRows, translationRows] = await Promise.all([
    repo.listTags(db, ids),
    repo.listTranslations(db, ids),
  ]);
  const tags = groupBy(tagRows);
  const translations = groupBy(translationRows);

  const readings = new Map(rows.map((row) => [row.game_code, row.reading]));
  const games = rows.map((row): Game => {
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
      // A game launched at an outside provider plays their maths, not ours: no figure of ours to show.
      rtp: Object.hasOwn(outside, row.game_code) ? null : studioRtp(row.game_code),
      facts: Object.hasOwn(outside, row.game_code) ? null : studioFacts(row.game_code),
    };
  });
  return { games, readings };
}

export function createGamesService(
  db: Db,
  config: Pick<Config, 'siteRef'> & Partial<Pick<Config, 'gameProviderUrls'>>,
  options: GamesServiceOptions = {},
): GamesService {
  const ttl = options.cacheTtlMs ?? 5_000;
  const now = options.now ?? Date.now;
  // Every page of the site asks for the catalogue, which changes rarely: it is read from the database
  // at most once per TTL per process (three queries), and concurrent misses share one load. The TTL
  // bounds what another process serves after a change; invalidateCatalogue() clears this one at once.
  interface Cached extends Catalogue {
    expiresAt: number;
    bodies: Map<number, CompressedBody>;
    index?: SearchIndex;
  }
  let cache: Cached | undefined;
  let loading: Promise<Catalogue> | undefined;
  let generation = 0;

  async function loaded(): Promise<Cached> {
    if (cache && cache.expiresAt > now()) return cache;
    const started = generation;
    loading ??= loadCatalogue(db, config.gameProviderUrls ?? {})
      .then((catalogue) => {
        // A load that began before an invalidation may hold the old rows: serve it, never keep it.
        if (started === generation) cache = { ...catalogue, expiresAt: now() + ttl, bodies: new Map() };
        return catalogue;
      })
      .finally(() => {
        loading = undefined;
      });
    const catalogue = await loading;
    return cache?.games === catalogue.games
      ? cache
      : { ...catalogue, expiresAt: 0, bodies: new Map<number, CompressedBody>() };
  }

  async function catalogue(): Promise<Game[]> {
    return (await loaded()).games;
  }

  const page = (games: Game[], limit: number): GamesResponse => [
    { siteRef: config.siteRef, totalCount: games.length, games: games.slice(0, limit) },
  ];

  return {
    /**
     * SPEC §3: "a list whose first element has a games list". This deployment runs one site, so the
     * list has one element, for the configured SITE_REF; a siteRef in the query is accepted for the
     * client's sake but does not select anything. totalCount counts every enabled game; `limit` caps
     * the list.
     */
    async listGames({ limit }) {
      return page(await catalogue(), limit);
    },

    async listGamesBody({ limit }) {
      const current = await loaded();
      let body = current.bodies.get(limit);
      if (!body) {
        const response = gamesResponseSchema.parse(page(current.games, limit));
        body = compressBody(JSON.stringify(response), 6);
        current.bodies.set(limit, body);
      }
      return body;
    },

    async findGame(gameCode) {
      return (await catalogue()).find((game) => game.gameCode === gameCode);
    },

    async search({ q, limit }) {
      const current = await loaded();
      // Built once per catalogue load (a few hundred words), then every query only reads it.
      current.index ??= buildSearchIndex(
        current.games.map((game) => ({ game, reading: current.readings.get(game.gameCode) ?? null })),
      );
      const games = searchGames(current.index, q, limit);
      return { games, suggestions: games.length > 0 ? [] : suggestGames(current.index, q, SUGGESTIONS) };
    },

    invalidateCatalogue() {
      generation += 1;
      cache = undefined;
      loading = undefined;
    },
  };
}
