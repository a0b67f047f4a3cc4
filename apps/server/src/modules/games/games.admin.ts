import type { GameTag, GameUpdateRequest, OperatorGame } from '@casino/contract';
import type { Db } from '../../db/database.ts';
import * as repo from './games.repository.ts';
import { normalise } from './games.search.ts';

/** The back office's view of the catalogue: every game, enabled or not, and changes to it. */
export interface GamesAdmin {
  list(): Promise<OperatorGame[]>;
  /** Undefined for an unknown code; the game before and after the change otherwise. */
  update(
    gameCode: string,
    change: GameUpdateRequest,
  ): Promise<{ before: OperatorGame; after: OperatorGame } | undefined>;
}

const BASE_TITLE_LANGUAGE = 'en';

/** A reading as kept: hiragana (katakana converted, NFKC), words apart by one space, no middle dots. */
function toReading(text: string): string {
  const spaced = text
    .normalize('NFKC')
    .replace(/[・\s]+/g, ' ')
    .trim();
  // normalise() drops the long-vowel mark for matching; the stored reading keeps it (people read it).
  return spaced
    .split(' ')
    .map((word) =>
      word
        .split('ー')
        .map((part) => normalise(part))
        .join('ー'),
    )
    .join(' ');
}

export function createGamesAdmin(db: Db, onChange: () => void): GamesAdmin {
  async function list(): Promise<OperatorGame[]> {
    const rows = await repo.listAllGames(db);
    const ids = rows.map((r) => r.game_id);
    const [tags, titles] = await Promise.all([repo.listTags(db, ids), repo.listTranslations(db, ids)]);
    return rows.map((row) => {
      const own = titles.filter((t) => t.game_id === row.game_id);
      return {
        id: row.game_code,
        gameCode: row.game_code,
        title: own.find((t) => t.language === BASE_TITLE_LANGUAGE)?.title ?? own[0]?.title ?? row.game_code,
        gameType: row.game_type,
        isEnabled: row.is_enabled,
        isDemoAvailable: row.is_demo_available,
        tags: tags.filter((t) => t.game_id === row.game_id).map((t) => t.tag.toUpperCase() as GameTag),
        sortOrder: row.sort_order,
        gameStudioName: row.game_studio_name,
        reading: row.reading ?? '',
      };
    });
  }

  return {
    list,
    async update(gameCode, change) {
      const before = (await list()).find((g) => g.gameCode === gameCode);
      if (!before) return undefined;
      const row = (await repo.listAllGames(db)).find((r) => r.game_code === gameCode)!;
      await db.transaction().execute(async (tx) => {
        await repo.updateGame(tx, row.game_id, {
          ...(change.isEnabled !== undefined && { is_enabled: change.isEnabled }),
          ...(change.isDemoAvailable !== undefined && { is_demo_available: change.isDemoAvailable }),
          ...(change.sortOrder !== undefined && { sort_order: change.sortOrder }),
          ...(change.reading !== undefined && { reading: toReading(change.reading) }),
        });
        if (change.tags !== undefined) await repo.replaceTags(tx, row.game_id, [...new Set(change.tags)]);
      });
      // The public catalogue (GET /games) reflects the change at once.
      onChange();
      const after = (await list()).find((g) => g.gameCode === gameCode)!;
      return { before, after };
    },
  };
}
