import type { z } from 'zod';
import type { DataProvider, RaRecord } from 'react-admin';
import { operatorRequest } from './api.ts';

const asRecord = <R extends RaRecord>(row: unknown) => row as R;

/**
 * The read side of a simple operator resource: its paged list (`{ data, total }`) and one record by
 * id, each answer checked by its contract schema (collections, missions, jackpots).
 */
export function pagedReadMethods(
  listPath: string,
  itemPath: (id: unknown) => string,
  listSchema: z.ZodType<{ data: unknown[]; total: number }>,
  itemSchema: z.ZodType,
): Pick<DataProvider, 'getList' | 'getOne'> {
  return {
    async getList(_resource, params) {
      const answer = await operatorRequest(listPath, {
        query: { page: params.pagination?.page, perPage: params.pagination?.perPage },
        schema: listSchema,
        signal: params.signal,
      });
      return { data: answer.data.map((row) => asRecord(row)), total: answer.total };
    },
    async getOne(_resource, params) {
      const row = await operatorRequest(itemPath(params.id), { schema: itemSchema, signal: params.signal });
      return { data: asRecord(row) };
    },
  };
}
