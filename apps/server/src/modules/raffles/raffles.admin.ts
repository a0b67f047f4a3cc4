import type { OperatorRaffle, QuickRaffleSchedule, RaffleInput } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import { newServerSeed } from './raffles.draw.ts';
import { parseJson, parsePrizes } from './raffles.mapper.ts';
import * as repo from './raffles.repository.ts';
import * as entryRepo from './raffles.entries.repository.ts';
import type { RafflesService } from './raffles.service.ts';
import type { StoredTranslation } from './raffles.table.ts';

export interface RafflesAdminDeps {
  db: Db;
  clock: Clock;
  raffles: Pick<RafflesService, 'metas'>;
  accounts: Pick<AccountsService, 'get'>;
  accountRef: string;
  brandRef: string;
}

const MINUTE = 60_000;
/** Quick raffles made ahead: the running slot and the next one (so "next quick raffle" has an answer). */
const QUICK_SLOTS_AHEAD = 2;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23503';
}

/** The back office's raffles: create, edit, cancel, list, tickets per player, the quick-raffle schedule. */
export function createRafflesAdmin({ db, clock, raffles, accounts, accountRef, brandRef }: RafflesAdminDeps) {
  async function toOperatorRaffle(
    rows: Awaited<ReturnType<typeof repo.listRaffles>>,
  ): Promise<OperatorRaffle[]> {
    const metas = await raffles.metas(rows);
    const result: OperatorRaffle[] = [];
    for (const meta of metas) result.push({ ...meta, ...(await entryRepo.countEntrants(db, meta.id)) });
    return result;
  }

  async function get(raffleId: number): Promise<OperatorRaffle> {
    const row = await repo.findRaffle(db, raffleId);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const [raffle] = await toOperatorRaffle([row]);
    return raffle!;
  }

  /** Database refusals of operator input (a taken ref, an unknown game or language) are 400s, not 500s. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error) || isForeignKeyViolation(error))
        throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      throw error;
    }
  }

  async function quickSchedule(): Promise<QuickRaffleSchedule | null> {
    const row = await repo.findQuickSchedule(db);
    if (!row) return null;
    return {
      id: 'quick',
      enabled: row.enabled,
      everyMinutes: row.every_minutes,
      durationMinutes: row.duration_minutes,
      wagerPerEntry: Number(row.wager_per_entry),
      prizes: parsePrizes(row.prizes),
      gameCodes: parseJson<string[]>(row.game_codes),
      translations: parseJson<StoredTranslation[]>(row.translations),
    };
  }

  return {
    get,

    async list(page: number, perPage: number) {
      const [rows, total] = await Promise.all([
        repo.listRaffles(db, perPage, (page - 1) * perPage),
        repo.countRaffles(db),
      ]);
      return { data: await toOperatorRaffle(rows), total };
    },

    async create(input: RaffleInput): Promise<OperatorRaffle> {
      const now = clock.now();
      const { seed, hash } = newServerSeed();
      const raffleId = await guarded(() =>
        db.transaction().execute((tx) =>
          repo.insertRaffle(
            tx,
            {
              raffle_ref: input.tournamentRef,
              raffle_type: 'STANDARD',
              status: 'SCHEDULED',
              account_ref: accountRef,
              brand_ref: brandRef,
              start_at: new Date(input.startDateUtc),
              end_at: new Date(input.endDateUtc),
              draw_at: new Date(input.raffleDrawDate),
              wager_per_entry: input.wagerPerEntry,
              prizes: JSON.stringify([...input.prizes].sort((a, b) => b - a)),
              banner_file_name: input.bannerFileName,
              server_seed: seed,
              server_seed_hash: hash,
              created_at: now,
              updated_at: now,
            },
            input.translations,
            input.gameCodes,
          ),
        ),
      );
      return get(raffleId);
    },

    /**
     * Texts, banner and games may change until the raffle closes; the period, the wager per ticket and
     * the prizes only before it starts (players count on them once they play).
     */
    async update(
      raffleId: number,
      input: RaffleInput,
    ): Promise<{ before: OperatorRaffle; after: OperatorRaffle }> {
      const before = await get(raffleId);
      const now = clock.now();
      const status = before.tournamentStatus;
      if (status !== 'SCHEDULED' && status !== 'RUNNING') throw new ApiError(409, 'RAFFLE_NOT_EDITABLE');
      const prizes = [...input.prizes].sort((a, b) => b - a);
      const termsChanged =
        before.startDateUtc !== new Date(input.startDateUtc).toISOString() ||
        before.endDateUtc !== new Date(input.endDateUtc).toISOString() ||
        before.raffleDrawDate !== new Date(input.raffleDrawDate).toISOString() ||
        before.wagerPerEntry !== input.wagerPerEntry ||
        JSON.stringify(before.prizes) !== JSON.stringify(prizes);
      if (termsChanged && status !== 'SCHEDULED') throw new ApiError(409, 'RAFFLE_NOT_EDITABLE');
      await guarded(() =>
        db.transaction().execute(async (tx) => {
          const ok = await repo.updateRaffle(
            tx,
            raffleId,
            {
              raffle_ref: input.tournamentRef,
              start_at: new Date(input.startDateUtc),
              end_at: new Date(input.endDateUtc),
              draw_at: new Date(input.raffleDrawDate),
              wager_per_entry: input.wagerPerEntry,
              prizes: JSON.stringify(prizes),
              banner_file_name: input.bannerFileName,
              updated_at: now,
            },
            ['SCHEDULED', 'RUNNING'],
          );
          if (!ok) throw new ApiError(409, 'RAFFLE_NOT_EDITABLE');
          await repo.replaceDetails(tx, raffleId, input.translations, input.gameCodes);
        }),
      );
      return { before, after: await get(raffleId) };
    },

    /** Cancels a raffle not drawn yet. Tickets have no value: nothing is refunded or paid. */
    async cancel(raffleId: number): Promise<OperatorRaffle> {
      const now = clock.now();
      const ok = await repo.updateRaffle(
        db,
        raffleId,
        { status: 'CANCELLED', cancelled_at: now, updated_at: now },
        ['SCHEDULED', 'RUNNING'],
      );
      if (!ok) {
        if (!(await repo.findRaffle(db, raffleId))) throw new ApiError(404, 'NOT_FOUND');
        throw new ApiError(409, 'RAFFLE_NOT_EDITABLE');
      }
      return get(raffleId);
    },

    async entries(raffleId: number, page: number, perPage: number) {
      const raffle = await get(raffleId);
      const rows = await entryRepo.entriesOf(db, raffleId, perPage, (page - 1) * perPage);
      const winners = new Set((await repo.winnersOf(db, raffleId)).map((w) => w.account_id));
      const data = [];
      for (const row of rows) {
        const account = await accounts.get(row.account_id);
        data.push({
          id: row.entrant_ref,
          accountId: row.account_id,
          displayName: account?.displayName ?? '—',
          wagered: Number(row.wagered),
          tickets: Number(row.tickets),
          won: winners.has(row.account_id),
        });
      }
      return { data, total: raffle.entrants };
    },

    quickSchedule,

    async saveQuickSchedule(input: QuickRaffleSchedule): Promise<void> {
      if (input.durationMinutes > input.everyMinutes) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      await repo.saveQuickSchedule(db, {
        schedule_id: 'quick',
        enabled: input.enabled,
        every_minutes: input.everyMinutes,
        duration_minutes: input.durationMinutes,
        wager_per_entry: input.wagerPerEntry,
        prizes: JSON.stringify([...input.prizes].sort((a, b) => b - a)),
        game_codes: JSON.stringify(input.gameCodes),
        translations: JSON.stringify(input.translations),
        updated_at: clock.now(),
      });
    },

    /**
     * Makes the quick raffles of the schedule: one per slot (slots are multiples of `everyMinutes`
     * since the epoch), the running one and the next; the unique slot index makes a second process's
     * insert fail harmlessly. Missed slots after downtime are not made up (they are over).
     */
    async ensureQuickRaffles(): Promise<number> {
      const schedule = await quickSchedule();
      if (!schedule?.enabled) return 0;
      const now = clock.now().getTime();
      const every = schedule.everyMinutes * MINUTE;
      const first = Math.floor(now / every) * every;
      let made = 0;
      for (let i = 0; i < QUICK_SLOTS_AHEAD; i++) {
        const slot = new Date(first + i * every);
        const end = new Date(slot.getTime() + schedule.durationMinutes * MINUTE);
        if (end.getTime() <= now) continue;
        const ref = `quick-${slot.toISOString().slice(0, 16).replace(/[-:T]/g, '').toLowerCase()}`;
        const { seed, hash } = newServerSeed();
        const created = await db
          .transaction()
          .execute(async (tx) => {
            if (await repo.findRaffleByRef(tx, ref)) return false;
            const at = clock.now();
            await repo.insertRaffle(
              tx,
              {
                raffle_ref: ref,
                raffle_type: 'QUICK',
                status: 'SCHEDULED',
                account_ref: accountRef,
                brand_ref: brandRef,
                start_at: slot,
                end_at: end,
                draw_at: end,
                wager_per_entry: schedule.wagerPerEntry,
                prizes: JSON.stringify(schedule.prizes),
                banner_file_name: 'quick.svg',
                server_seed: seed,
                server_seed_hash: hash,
                quick_slot: slot,
                created_at: at,
                updated_at: at,
              },
              schedule.translations,
              schedule.gameCodes,
            );
            return true;
          })
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) return false; // another process made this slot
            throw error;
          });
        if (created) made++;
      }
      return made;
    },
  };
}

export type RafflesAdmin = ReturnType<typeof createRafflesAdmin>;
