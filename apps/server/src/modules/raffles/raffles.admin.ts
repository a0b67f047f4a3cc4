import type { OperatorRaffle, QuickRaffleSchedule, RaffleInput } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import { beaconRoundFor, newDrawCommitment } from './raffles.draw.ts';
import type { RandomnessBeacon } from './raffles.beacon.ts';
import * as repo from './raffles.repository.ts';
import * as entryRepo from './raffles.entries.repository.ts';
import type { RafflesService } from './raffles.service.ts';
import { ensureQuickRaffles, quickSchedule, saveQuickSchedule } from './raffles.quick.ts';
import type { Proposer } from '../approvals/approvals.service.ts';
import { raffleSubject, sortedPrizes, type RaffleApprovals } from './raffles.approval.ts';

export interface RafflesAdminDeps {
  db: Db;
  clock: Clock;
  raffles: Pick<RafflesService, 'metas'>;
  accounts: Pick<AccountsService, 'get'>;
  accountRef: string;
  brandRef: string;
  /** Separation of duties: prizes are proposed here and paid only once approved (raffles.approval.ts). */
  approvals: RaffleApprovals;
  /** The beacon a new raffle's draw commits to (scheme 2, docs/raffles.md). */
  beacon: RandomnessBeacon;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23503';
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

/**
 * Texts, banner and games may change until the raffle closes; the period, the wager per ticket and
 * the prizes only before it starts (players count on them once they play).
 */
export async function updateRaffle(
  {
    db,
    clock,
    get,
    approvals,
    beacon,
  }: {
    db: Db;
    clock: Clock;
    get: (raffleId: number) => Promise<OperatorRaffle>;
    approvals: RaffleApprovals;
    beacon: RandomnessBeacon;
  },
  raffleId: number,
  input: RaffleInput,
  by: Proposer,
): Promise<{ before: OperatorRaffle; after: OperatorRaffle }> {
  const before = await get(raffleId);
  const now = clock.now();
  const status = before.tournamentStatus;
  if (status !== 'SCHEDULED' && status !== 'RUNNING') throw new ApiError(409, 'RAFFLE_NOT_EDITABLE');
  const prizes = sortedPrizes(input.prizes);
  const termsChanged =
    before.startDateUtc !== new Date(input.startDateUtc).toISOString() ||
    before.endDateUtc !== new Date(input.endDateUtc).toISOString() ||
    before.raffleDrawDate !== new Date(input.raffleDrawDate).toISOString() ||
    before.wagerPerEntry !== input.wagerPerEntry ||
    JSON.stringify(before.prizes) !== JSON.stringify(prizes);
  if (termsChanged && status !== 'SCHEDULED') throw new ApiError(409, 'RAFFLE_NOT_EDITABLE');
  const endAt = new Date(input.endDateUtc);
  // A scheme-2 raffle's beacon round stays the first one after its (possibly moved) close.
  const beaconRound =
    (await repo.findRaffle(db, raffleId))?.draw_scheme === 2 ? beaconRoundFor(beacon, endAt) : {};
  await guarded(() =>
    db.transaction().execute(async (tx) => {
      const ok = await repo.updateRaffle(
        tx,
        raffleId,
        {
          raffle_ref: input.tournamentRef,
          start_at: new Date(input.startDateUtc),
          end_at: endAt,
          draw_at: new Date(input.raffleDrawDate),
          wager_per_entry: input.wagerPerEntry,
          prizes: JSON.stringify(prizes),
          banner_file_name: input.bannerFileName,
          ...beaconRound,
          updated_at: now,
        },
        ['SCHEDULED', 'RUNNING'],
      );
      if (!ok) throw new ApiError(409, 'RAFFLE_NOT_EDITABLE');
      await repo.replaceDetails(tx, raffleId, input.translations, input.gameCodes);
      await approvals.propose(tx, by, raffleSubject(raffleId, input.tournamentRef, prizes));
    }),
  );
  return { before, after: await get(raffleId) };
}

/** The back office's raffles: create, edit, cancel, list, tickets per player, the quick-raffle schedule. */
export function createRafflesAdmin(deps: RafflesAdminDeps) {
  const { db, clock, raffles, accounts, accountRef, brandRef, approvals, beacon } = deps;
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

  return {
    get,

    async list(page: number, perPage: number) {
      const [rows, total] = await Promise.all([
        repo.listRaffles(db, perPage, (page - 1) * perPage),
        repo.countRaffles(db),
      ]);
      return { data: await toOperatorRaffle(rows), total };
    },

    /** A new raffle; its prizes are proposed by `by` (the seed: the system) in the same transaction. */
    async create(input: RaffleInput, by: Proposer): Promise<OperatorRaffle> {
      const now = clock.now();
      const commitment = newDrawCommitment(beacon, new Date(input.endDateUtc));
      const raffleId = await guarded(() =>
        db.transaction().execute(async (tx) => {
          const id = await repo.insertRaffle(
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
              prizes: JSON.stringify(sortedPrizes(input.prizes)),
              banner_file_name: input.bannerFileName,
              ...commitment,
              created_at: now,
              updated_at: now,
            },
            input.translations,
            input.gameCodes,
          );
          await approvals.propose(tx, by, raffleSubject(id, input.tournamentRef, input.prizes));
          return id;
        }),
      );
      return get(raffleId);
    },

    update: (raffleId: number, input: RaffleInput, by: Proposer) =>
      updateRaffle({ db, clock, get, approvals, beacon }, raffleId, input, by),

    /**
     * Cancels a raffle whose ticket list has not closed yet. Tickets have no value: nothing is refunded
     * or paid. Not after the close: then the draw's beacon round is about to be published, and a cancel
     * would let an unwelcome draw be thrown away (docs/raffles.md, "Why an insider gains nothing").
     */
    async cancel(raffleId: number): Promise<OperatorRaffle> {
      const now = clock.now();
      const row = await repo.findRaffle(db, raffleId);
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      if (row.end_at <= now) throw new ApiError(409, 'RAFFLE_NOT_EDITABLE');
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

    quickSchedule: () => quickSchedule(db),

    saveQuickSchedule: (input: QuickRaffleSchedule, by: Proposer) =>
      saveQuickSchedule({ db, clock, approvals }, input, by),

    ensureQuickRaffles: () => ensureQuickRaffles({ db, clock, accountRef, brandRef, approvals, beacon }),
  };
}

export type RafflesAdmin = ReturnType<typeof createRafflesAdmin>;
