import type { QuickRaffleSchedule } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../errors.ts';
import { newDrawCommitment } from './raffles.draw.ts';
import type { RandomnessBeacon } from './raffles.beacon.ts';
import { parseJson, parsePrizes } from './raffles.mapper.ts';
import * as repo from './raffles.repository.ts';
import type { StoredTranslation } from './raffles.table.ts';
import type { Proposer } from '../approvals/approvals.service.ts';
import {
  quickScheduleSubject,
  raffleSubject,
  sortedPrizes,
  type RaffleApprovals,
} from './raffles.approval.ts';

const MINUTE = 60_000;
/** Quick raffles made ahead: the running slot and the next one (so "next quick raffle" has an answer). */
const QUICK_SLOTS_AHEAD = 2;

export interface QuickRaffleDeps {
  db: Db;
  clock: Clock;
  accountRef: string;
  brandRef: string;
  approvals: RaffleApprovals;
  beacon: RandomnessBeacon;
}

/** The quick-raffle schedule the back office set, or null when none was. */
export async function quickSchedule(db: DbOrTx): Promise<QuickRaffleSchedule | null> {
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

/** Saves the schedule; its prizes and frequency are proposed by `by` in the same transaction. */
export async function saveQuickSchedule(
  { db, clock, approvals }: { db: Db; clock: Clock; approvals: RaffleApprovals },
  input: QuickRaffleSchedule,
  by: Proposer,
): Promise<void> {
  if (input.durationMinutes > input.everyMinutes) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
  await db.transaction().execute(async (tx) => {
    await saveScheduleRow(tx, clock, input);
    await approvals.propose(tx, by, quickScheduleSubject(input));
  });
}

async function saveScheduleRow(db: DbOrTx, clock: Clock, input: QuickRaffleSchedule) {
  await repo.saveQuickSchedule(db, {
    schedule_id: 'quick',
    enabled: input.enabled,
    every_minutes: input.everyMinutes,
    duration_minutes: input.durationMinutes,
    wager_per_entry: input.wagerPerEntry,
    prizes: JSON.stringify(sortedPrizes(input.prizes)),
    game_codes: JSON.stringify(input.gameCodes),
    translations: JSON.stringify(input.translations),
    updated_at: clock.now(),
  });
}

/**
 * Makes the quick raffles of the schedule: one per slot (slots are multiples of `everyMinutes`
 * since the epoch), the running one and the next; the unique slot index makes a second process's
 * insert fail harmlessly. Missed slots after downtime are not made up (they are over). Nothing is
 * made while the schedule's prizes and frequency are not the approved ones; each raffle made inherits
 * that approval.
 */
export async function ensureQuickRaffles({
  db,
  clock,
  accountRef,
  brandRef,
  approvals,
  beacon,
}: QuickRaffleDeps): Promise<number> {
  const schedule = await quickSchedule(db);
  if (!schedule?.enabled) return 0;
  const parent = quickScheduleSubject(schedule);
  if ((await approvals.verdict(db, parent.kind, parent.subjectId, parent.terms)) !== 'APPROVED') return 0;
  const now = clock.now().getTime();
  const every = schedule.everyMinutes * MINUTE;
  const first = Math.floor(now / every) * every;
  let made = 0;
  for (let i = 0; i < QUICK_SLOTS_AHEAD; i++) {
    const slot = new Date(first + i * every);
    const end = new Date(slot.getTime() + schedule.durationMinutes * MINUTE);
    if (end.getTime() <= now) continue;
    const ref = `quick-${slot.toISOString().slice(0, 16).replace(/[-:T]/g, '').toLowerCase()}`;
    const commitment = newDrawCommitment(beacon, end);
    const created = await db
      .transaction()
      .execute(async (tx) => {
        if (await repo.findRaffleByRef(tx, ref)) return false;
        const at = clock.now();
        const raffleId = await repo.insertRaffle(
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
            ...commitment,
            quick_slot: slot,
            created_at: at,
            updated_at: at,
          },
          schedule.translations,
          schedule.gameCodes,
        );
        await approvals.inherit(tx, parent, raffleSubject(raffleId, ref, schedule.prizes));
        return true;
      })
      .catch((error: unknown) => {
        if (uniqueViolation(error) !== undefined) return false; // another process made this slot
        throw error;
      });
    if (created) made++;
  }
  return made;
}
