import {
  OPERATOR_JACKPOT_PATHS,
  operatorJackpotSchema,
  operatorJackpotsResponseSchema,
  operatorJackpotUpdateSchema,
  operatorPath,
} from '@casino/contract';
import type { DataProvider, RaRecord } from 'react-admin';
import { operatorRequest } from '../lib/api.ts';

/** The progressive jackpots (issue 30): lib/dataProvider.ts hands the `jackpots` resource here. */
export const JACKPOTS_RESOURCE = 'jackpots';

const P = OPERATOR_JACKPOT_PATHS;
const one = (id: unknown) => operatorPath(P.item, { jackpotId: String(id) });
const asRecord = <R extends RaRecord>(row: unknown) => row as R;

/** Only what the form may change, and only what changed (react-admin hands back the whole record). */
const UPDATABLE = ['name', 'seed', 'mustDropBy', 'shareBp', 'gameCodes', 'active'] as const;
function changed(data: Record<string, unknown>, previous: Record<string, unknown> | undefined) {
  return Object.fromEntries(
    UPDATABLE.filter(
      (k) => data[k] !== undefined && JSON.stringify(data[k]) !== JSON.stringify(previous?.[k]),
    ).map((k) => [k, data[k]]),
  );
}

export const jackpotsMethods: Pick<DataProvider, 'getList' | 'getOne' | 'update'> = {
  async getList(_resource, params) {
    const answer = await operatorRequest(P.list, {
      query: { page: params.pagination?.page, perPage: params.pagination?.perPage },
      schema: operatorJackpotsResponseSchema,
      signal: params.signal,
    });
    return { data: answer.data.map((row) => asRecord(row)), total: answer.total };
  },
  async getOne(_resource, params) {
    return {
      data: asRecord(
        await operatorRequest(one(params.id), { schema: operatorJackpotSchema, signal: params.signal }),
      ),
    };
  },
  async update(_resource, params) {
    const body = operatorJackpotUpdateSchema.parse(
      changed(params.data as Record<string, unknown>, params.previousData as Record<string, unknown>),
    );
    const updated = await operatorRequest(one(params.id), {
      method: 'PATCH',
      body,
      schema: operatorJackpotSchema,
    });
    return { data: asRecord(updated) };
  },
};
