import {
  OPERATOR_RAFFLE_PATHS,
  operatorPath,
  operatorRaffleEntryListSchema,
  operatorRaffleListSchema,
  operatorRaffleSchema,
  quickRaffleScheduleSchema,
  raffleInputSchema,
  type QuickRaffleSchedule,
  type OperatorRaffle,
  type RaffleInput,
} from '@casino/contract';
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { errorKey, operatorRequest, type OperatorErrorBody } from '../lib/api.ts';

/** The raffle resources of the console: `raffles` and a raffle's `raffleEntries` (tickets per player). */
export const RAFFLE_RESOURCES = ['raffles', 'raffleEntries'] as const;

const asRecord = <R extends RaRecord>(row: unknown) => row as R;
const asRecords = <R extends RaRecord>(rows: readonly unknown[]) => rows as unknown as R[];

function raffleId(id: unknown): string {
  return String(id);
}

/** The form's values as the contract's input; a mistake is the catalogue's validation error (400). */
export function toRaffleInput(data: Partial<OperatorRaffle> & Record<string, unknown>): RaffleInput {
  const parsed = raffleInputSchema.safeParse({
    tournamentRef: data.tournamentRef,
    startDateUtc: data.startDateUtc,
    endDateUtc: data.endDateUtc,
    raffleDrawDate: data.raffleDrawDate,
    wagerPerEntry: data.wagerPerEntry,
    prizes: data.prizes,
    gameCodes: data.gameCodes ?? data.games?.map((g) => g.gameCode),
    translations: data.translations?.map((t) => ({
      languageCode: t.languageCode,
      title: t.title,
      description: t.description ?? '',
      termsAndConditions: t.termsAndConditions ?? '',
    })),
    bannerFileName: data.bannerFileName || null,
  });
  if (!parsed.success) {
    throw new HttpError(errorKey('REQUEST_VALIDATION_ERROR'), 400, {
      code: 'REQUEST_VALIDATION_ERROR',
    } satisfies OperatorErrorBody);
  }
  return parsed.data;
}

export interface RaffleActions {
  cancelRaffle(id: number): Promise<OperatorRaffle>;
  getQuickSchedule(): Promise<QuickRaffleSchedule | null>;
  saveQuickSchedule(schedule: QuickRaffleSchedule): Promise<QuickRaffleSchedule>;
}

/** Wraps the console's data provider: the raffle resources here, every other one as before. */
export function withRaffles<P extends DataProvider>(provider: P): P & RaffleActions {
  const handles = (resource: string) => (RAFFLE_RESOURCES as readonly string[]).includes(resource);
  return {
    ...provider,
    async getList(resource, params) {
      if (resource !== 'raffles') return provider.getList(resource, params);
      const answer = await operatorRequest(OPERATOR_RAFFLE_PATHS.raffles, {
        query: { page: params.pagination?.page, perPage: params.pagination?.perPage },
        schema: operatorRaffleListSchema,
        signal: params.signal,
      });
      return { data: asRecords(answer.data), total: answer.total };
    },
    async getManyReference(resource, params) {
      if (resource !== 'raffleEntries') return provider.getManyReference(resource, params);
      const answer = await operatorRequest(
        operatorPath(OPERATOR_RAFFLE_PATHS.entries, { raffleId: raffleId(params.id) }),
        {
          query: { page: params.pagination?.page, perPage: params.pagination?.perPage },
          schema: operatorRaffleEntryListSchema,
          signal: params.signal,
        },
      );
      return { data: asRecords(answer.data), total: answer.total };
    },
    async getOne(resource, params) {
      if (resource !== 'raffles') return provider.getOne(resource, params);
      const path = operatorPath(OPERATOR_RAFFLE_PATHS.raffle, { raffleId: raffleId(params.id) });
      const raffle = await operatorRequest(path, { schema: operatorRaffleSchema, signal: params.signal });
      // The form edits the eligible games as a list of codes.
      return { data: asRecord({ ...raffle, gameCodes: raffle.games.map((g) => g.gameCode) }) };
    },
    async create(resource, params) {
      if (resource !== 'raffles') return provider.create(resource, params);
      const created = await operatorRequest(OPERATOR_RAFFLE_PATHS.raffles, {
        method: 'POST',
        body: toRaffleInput(params.data as Record<string, unknown>),
        schema: operatorRaffleSchema,
      });
      return { data: asRecord(created) };
    },
    async update(resource, params) {
      if (resource !== 'raffles') return provider.update(resource, params);
      const path = operatorPath(OPERATOR_RAFFLE_PATHS.raffle, { raffleId: raffleId(params.id) });
      const updated = await operatorRequest(path, {
        method: 'PUT',
        body: toRaffleInput(params.data as Record<string, unknown>),
        schema: operatorRaffleSchema,
      });
      return { data: asRecord(updated) };
    },
    async getMany(resource, params) {
      if (!handles(resource)) return provider.getMany(resource, params);
      return { data: [] };
    },
    getQuickSchedule() {
      return operatorRequest(OPERATOR_RAFFLE_PATHS.quickSchedule, {
        schema: quickRaffleScheduleSchema.nullable(),
      });
    },
    saveQuickSchedule(schedule: QuickRaffleSchedule) {
      const parsed = quickRaffleScheduleSchema.safeParse(schedule);
      if (!parsed.success) {
        throw new HttpError(errorKey('REQUEST_VALIDATION_ERROR'), 400, {
          code: 'REQUEST_VALIDATION_ERROR',
        } satisfies OperatorErrorBody);
      }
      return operatorRequest(OPERATOR_RAFFLE_PATHS.quickSchedule, {
        method: 'PUT',
        body: parsed.data,
        schema: quickRaffleScheduleSchema,
      });
    },
    cancelRaffle(id: number) {
      const path = operatorPath(OPERATOR_RAFFLE_PATHS.cancel, { raffleId: String(id) });
      return operatorRequest(path, { method: 'POST', schema: operatorRaffleSchema });
    },
  };
}
