import {
  MISSION_PATHS,
  missionDefinitionInputSchema,
  missionDefinitionUpdateSchema,
  operatorMissionSchema,
  operatorMissionsResponseSchema,
  operatorPath,
} from '@casino/contract';
import type { DataProvider, RaRecord } from 'react-admin';
import { operatorRequest } from '../lib/api.ts';
import { pagedReadMethods } from '../lib/paged-resource.ts';

/** The missions (issue 30): lib/dataProvider.ts hands the `missions` resource here. */
export const MISSIONS_RESOURCE = 'missions';

const P = MISSION_PATHS;
const one = (id: unknown) => operatorPath(P.operatorOne, { id: String(id) });
const asRecord = <R extends RaRecord>(row: unknown) => row as R;

/** Only what the form may change (react-admin hands back the whole record, id and all). */
const UPDATABLE = [
  'nameJa',
  'nameEn',
  'cadence',
  'tier',
  'ladder',
  'goal',
  'gameScope',
  'target',
  'reward',
  'claimHours',
  'isActive',
] as const;
const changed = (data: Record<string, unknown>, previous: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    UPDATABLE.filter((k) => data[k] !== undefined && data[k] !== previous?.[k]).map((k) => [k, data[k]]),
  );

export const missionsMethods: Pick<DataProvider, 'getList' | 'getOne' | 'create' | 'update'> = {
  ...pagedReadMethods(P.operatorList, one, operatorMissionsResponseSchema, operatorMissionSchema),
  async create(_resource, params) {
    const body = missionDefinitionInputSchema.parse(params.data);
    const created = await operatorRequest(P.operatorList, {
      method: 'POST',
      body,
      schema: operatorMissionSchema,
    });
    return { data: asRecord(created) };
  },
  async update(_resource, params) {
    const body = missionDefinitionUpdateSchema.parse(
      changed(params.data as Record<string, unknown>, params.previousData as Record<string, unknown>),
    );
    const updated = await operatorRequest(one(params.id), {
      method: 'PATCH',
      body,
      schema: operatorMissionSchema,
    });
    return { data: asRecord(updated) };
  },
};
