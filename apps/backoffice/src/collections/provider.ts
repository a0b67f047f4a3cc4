import {
  COLLECTION_PATHS,
  collectionCreateRequestSchema,
  collectionUpdateRequestSchema,
  operatorCollectionSchema,
  operatorCollectionsResponseSchema,
  operatorPath,
} from '@casino/contract';
import type { DataProvider, RaRecord } from 'react-admin';
import { operatorRequest } from '../lib/api.ts';
import { pagedReadMethods } from '../lib/paged-resource.ts';

/** The home page's collections (issue 29): lib/dataProvider.ts hands the `collections` resource here. */
export const COLLECTIONS_RESOURCE = 'collections';

const P = COLLECTION_PATHS;
const one = (id: unknown) => operatorPath(P.operatorOne, { id: String(id) });
const asRecord = <R extends RaRecord>(row: unknown) => row as R;

/** Only what the form may change (react-admin hands back the whole record, id and all). */
const UPDATABLE = ['nameJa', 'nameEn', 'rule', 'tag', 'gameCodes', 'isEnabled', 'position'] as const;
function changed(data: Record<string, unknown>, previous: Record<string, unknown> | undefined) {
  const body = Object.fromEntries(
    UPDATABLE.filter(
      (k) => data[k] !== undefined && JSON.stringify(data[k]) !== JSON.stringify(previous?.[k]),
    ).map((k) => [k, data[k]]),
  );
  // A rule always travels with its tag (the server checks that the two agree).
  if ('rule' in body || 'tag' in body) {
    body.rule = data.rule;
    body.tag = data.rule === 'tag' ? (data.tag ?? null) : null;
  }
  return body;
}

export const collectionsMethods: Pick<DataProvider, 'getList' | 'getOne' | 'create' | 'update' | 'delete'> = {
  ...pagedReadMethods(P.operatorList, one, operatorCollectionsResponseSchema, operatorCollectionSchema),
  async create(_resource, params) {
    const data = params.data as Record<string, unknown>;
    const body = collectionCreateRequestSchema.parse({
      ...data,
      tag: data.rule === 'tag' ? data.tag : null,
      gameCodes: data.rule === 'manual' ? (data.gameCodes ?? []) : [],
    });
    const created = await operatorRequest(P.operatorList, {
      method: 'POST',
      body,
      schema: operatorCollectionSchema,
    });
    return { data: asRecord(created) };
  },
  async update(_resource, params) {
    const body = collectionUpdateRequestSchema.parse(
      changed(params.data as Record<string, unknown>, params.previousData as Record<string, unknown>),
    );
    const updated = await operatorRequest(one(params.id), {
      method: 'PATCH',
      body,
      schema: operatorCollectionSchema,
    });
    return { data: asRecord(updated) };
  },
  async delete(_resource, params) {
    const removed = await operatorRequest(one(params.id), {
      method: 'DELETE',
      schema: operatorCollectionSchema,
    });
    return { data: asRecord(removed) };
  },
};
