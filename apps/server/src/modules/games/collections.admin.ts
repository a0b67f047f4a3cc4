import type { CollectionCreateRequest, CollectionUpdateRequest, OperatorCollection } from '@casino/contract';
import type { Db, DbOrTx } from '../../db/database.ts';
import * as repo from './collections.repository.ts';
import type { GameCollectionRow } from './collections.table.ts';

/** The console's side of the collections: list, create, change (rename, rule, games, place), delete. */
export interface CollectionsAdmin {
  list(): Promise<OperatorCollection[]>;
  get(id: number): Promise<OperatorCollection | undefined>;
  create(request: CollectionCreateRequest): Promise<OperatorCollection>;
  /** Undefined for an unknown id; the row before and after otherwise. */
  update(
    id: number,
    change: CollectionUpdateRequest,
  ): Promise<{ before: OperatorCollection; after: OperatorCollection } | undefined>;
  remove(id: number): Promise<OperatorCollection | undefined>;
}

const toOperator = (row: GameCollectionRow): OperatorCollection => ({
  id: row.collection_id,
  position: row.position,
  nameJa: row.name_ja,
  nameEn: row.name_en,
  rule: row.rule,
  tag: (row.tag as OperatorCollection['tag']) ?? null,
  gameCodes: row.game_codes,
  isEnabled: row.is_enabled,
});

/** Puts `id` at `position` (clamped) among the rows and numbers them all 0, 1, 2… again. */
async function place(tx: DbOrTx, id: number, position: number | undefined): Promise<void> {
  const ids = (await repo.listCollections(tx)).map((r) => r.collection_id).filter((x) => x !== id);
  ids.splice(Math.min(position ?? ids.length, ids.length), 0, id);
  await repo.renumber(tx, ids);
}

export function createCollectionsAdmin(db: Db, onChange: () => void): CollectionsAdmin {
  async function get(id: number) {
    const row = await repo.findCollection(db, id);
    return row ? toOperator(row) : undefined;
  }

  return {
    async list() {
      return (await repo.listCollections(db)).map(toOperator);
    },
    get,
    async create(request) {
      const id = await db.transaction().execute(async (tx) => {
        const last = (await repo.listCollections(tx)).at(-1)?.position ?? -1;
        const created = await repo.insertCollection(
          tx,
          {
            name_ja: request.nameJa,
            name_en: request.nameEn,
            rule: request.rule,
            tag: request.rule === 'tag' ? (request.tag ?? null) : null,
            game_codes: request.gameCodes ?? [],
            is_enabled: request.isEnabled ?? true,
          },
          last + 1,
        );
        await place(tx, created, request.position);
        return created;
      });
      onChange();
      return (await get(id))!;
    },
    async update(id, change) {
      const before = await get(id);
      if (!before) return undefined;
      const rule = change.rule ?? before.rule;
      await db.transaction().execute(async (tx) => {
        await repo.updateCollection(tx, id, {
          ...(change.nameJa !== undefined && { name_ja: change.nameJa }),
          ...(change.nameEn !== undefined && { name_en: change.nameEn }),
          ...(change.rule !== undefined && { rule }),
          ...((change.rule !== undefined || change.tag !== undefined) && {
            tag: rule === 'tag' ? (change.tag ?? before.tag) : null,
          }),
          ...(change.gameCodes !== undefined && { game_codes: change.gameCodes }),
          ...(change.isEnabled !== undefined && { is_enabled: change.isEnabled }),
        });
        if (change.position !== undefined) await place(tx, id, change.position);
      });
      onChange();
      return { before, after: (await get(id))! };
    },
    async remove(id) {
      const before = await get(id);
      if (!before) return undefined;
      await db.transaction().execute(async (tx) => {
        await repo.deleteCollection(tx, id);
        await repo.renumber(
          tx,
          (await repo.listCollections(tx)).map((r) => r.collection_id),
        );
      });
      onChange();
      return before;
    },
  };
}
