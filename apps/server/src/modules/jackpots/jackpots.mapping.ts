import type { Jackpot, OperatorJackpot, RoundJackpot } from '@casino/contract';
import { MILLI, type JackpotTerms } from '@casino/studio';
import type { JackpotRoundRow, JackpotRow } from './jackpots.table.ts';

/** A pool row as the public sees it: whole coins. */
export function toJackpot(row: JackpotRow): Jackpot {
  return {
    id: row.jackpot_id,
    name: { ja: row.name_ja, en: row.name_en },
    amount: Math.floor(row.amount / MILLI),
    seed: Math.floor(row.seed / MILLI),
    mustDropBy: Math.floor(row.must_drop_by / MILLI),
    shareBp: row.share_bp,
    gameCodes: [...row.game_codes],
    lastWin:
      row.last_win_amount === null || row.last_win_at === null || row.last_win_round_id === null
        ? null
        : { amount: row.last_win_amount, at: row.last_win_at.toISOString(), roundId: row.last_win_round_id },
  };
}

export function toOperatorJackpot(row: JackpotRow): OperatorJackpot {
  return { ...toJackpot(row), active: row.is_active, amountMilli: row.amount };
}

/** The terms in force in a pool row (milli-coins). */
export const termsOf = (row: Pick<JackpotRow, 'share_bp' | 'seed' | 'must_drop_by'>): JackpotTerms => ({
  shareBp: row.share_bp,
  seed: row.seed,
  mustDropBy: row.must_drop_by,
});

/** A round's part in a pool, as the round and verify answers carry it. */
export function toRoundJackpot(row: JackpotRoundRow): RoundJackpot {
  return {
    jackpotId: row.jackpot_id,
    before: row.pool_before,
    contribution: row.contribution,
    shareBp: row.share_bp,
    seed: row.seed,
    mustDropBy: row.must_drop_by,
    draw: row.draw,
    won: row.won,
    payout: row.payout,
  };
}
