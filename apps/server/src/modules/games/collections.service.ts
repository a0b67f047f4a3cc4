import {
  COLLECTION_ROW_LIMIT,
  POPULAR_DAYS,
  type CollectionsResponse,
  type Game,
  type GameTag,
  type LanguageCode,
} from '@casino/contract';
import type { Db } from '../../db/database.ts';
import * as repo from './collections.repository.ts';
import type { GameCollectionRow } from './collections.table.ts';
import type { GamesService } from './games.service.ts';

/**
 * Issue 29: the home page's rows, in console order, each resolved to the enabled games it holds.
 * Popular this week comes from the wallet's real rounds of the last POPULAR_DAYS days (one grouped
 * query over that week through its index), kept for `popularTtlMs`; the rows themselves for
 * `cacheTtlMs` or until the console changes one (invalidate()). A home load costs no query at rest.
 */
export interface CollectionsService {
  list(language: LanguageCode): Promise<CollectionsResponse>;
  /** Drops the cached rows (a console change); popular-this-week keeps its own, longer clock. */
  invalidate(): void;
}

export interface CollectionsDeps {
  db: Db;
  games: Pick<GamesService, 'listGames'>;
  /** The wallet's most played games since a time (players, then rounds). */
  popularGameCodes: (since: Date, limit: number) => Promise<string[]>;
  now?: () => number;
  cacheTtlMs?: number;
  popularTtlMs?: number;
}

const DAY_MS = 86_400_000;
/** Enough candidates that disabled games dropped from the list still leave a full row. */
const POPULAR_CANDIDATES = COLLECTION_ROW_LIMIT * 2;

interface Resolved {
  row: GameCollectionRow;
  gameCodes: string[];
}

function resolve(row: GameCollectionRow, games: readonly Game[], newest: string[], popular: string[]) {
  const enabled = new Set(games.map((g) => g.gameCode));
  const codes = (() => {
    switch (row.rule) {
      case 'manual':
        return row.game_codes.filter((code) => enabled.has(code));
      case 'newest':
        return newest;
      case 'popular':
        return popular.filter((code) => enabled.has(code));
      case 'tag':
        return games.filter((g) => g.tags.includes(row.tag ?? '')).map((g) => g.gameCode);
    }
  })();
  return codes.slice(0, COLLECTION_ROW_LIMIT);
}

export function createCollectionsService(deps: CollectionsDeps): CollectionsService {
  const now = deps.now ?? Date.now;
  const ttl = deps.cacheTtlMs ?? 5_000;
  const popularTtl = deps.popularTtlMs ?? 5 * 60_000;
  let rows: { value: Promise<Resolved[]>; expiresAt: number } | undefined;
  let popular: { value: Promise<string[]>; expiresAt: number } | undefined;

  function popularCodes(): Promise<string[]> {
    if (!popular || popular.expiresAt <= now()) {
      const value = deps.popularGameCodes(new Date(now() - POPULAR_DAYS * DAY_MS), POPULAR_CANDIDATES);
      popular = { value, expiresAt: now() + popularTtl };
      value.catch(() => (popular = undefined));
    }
    return popular.value;
  }

  async function load(): Promise<Resolved[]> {
    const all = (await repo.listCollections(deps.db)).filter((row) => row.is_enabled);
    const [page] = await deps.games.listGames({ limit: 1000 });
    const games = page?.games ?? [];
    const newest = all.some((r) => r.rule === 'newest')
      ? await repo.newestGameCodes(deps.db, COLLECTION_ROW_LIMIT)
      : [];
    const hot = all.some((r) => r.rule === 'popular') ? await popularCodes() : [];
    return all.map((row) => ({ row, gameCodes: resolve(row, games, newest, hot) }));
  }

  return {
    async list(language) {
      if (!rows || rows.expiresAt <= now()) {
        const value = load();
        rows = { value, expiresAt: now() + ttl };
        value.catch(() => (rows = undefined));
      }
      const resolved = await rows.value;
      return {
        collections: resolved
          .filter((r) => r.gameCodes.length > 0)
          .map(({ row, gameCodes }) => ({
            id: row.collection_id,
            name: language === 'en' ? row.name_en : row.name_ja,
            rule: row.rule,
            tag: row.rule === 'tag' ? (row.tag as GameTag) : null,
            gameCodes,
          })),
      };
    },
    invalidate() {
      rows = undefined;
    },
  };
}
