import { bonusSettingsInputSchema, type BonusSettings, type BonusSettingsInput } from '@casino/contract';
import { parse } from '../ledger/ledger-rows.ts';
import type { DbOrTx } from '../../../db/database.ts';
import type { WalletDb } from '../ledger/ledger.repository.ts';
import * as claims from './bonus-claims.repository.ts';
import type { DailyBonusPolicy } from './daily-bonus.policy.ts';
import { calendarReward } from './login-calendar.policy.ts';

/**
 * The operators' terms of the login calendar and the refill (bonus_settings, one row): read with each
 * day's coins at the daily amount, and replaced whole. The next claim uses them (each claim reads them
 * in its own transaction).
 */
export interface BonusTermsService {
  bonusTerms(): Promise<BonusSettings>;
  updateBonusTerms(input: BonusSettingsInput, by: string, at: Date): Promise<BonusSettings>;
  /**
   * Writes approved terms in the approval's transaction (issue 30: the console's terms take effect
   * only once approved, `bonus_terms` in modules/approvals). Invalid terms throw (nothing written).
   */
  applyBonusTerms(tx: DbOrTx, input: unknown, by: string, at: Date): Promise<void>;
}

export function createBonusTerms(db: WalletDb, policy: DailyBonusPolicy): BonusTermsService {
  async function bonusTerms(): Promise<BonusSettings> {
    const row = await claims.findTerms(db);
    return {
      calendarPct: row.calendar_pct,
      refillAmount: row.refill_amount,
      refillBelow: row.refill_below,
      refillIntervalHours: row.refill_interval_hours,
      dailyAmount: policy.amount,
      resetHour: policy.mode === 'daily-reset' ? (policy.resetHour ?? 0) : null,
      calendarAmounts: row.calendar_pct.map((_, i) => calendarReward(policy.amount, i + 1, row.calendar_pct)),
      updatedAt: row.updated_at?.toISOString() ?? null,
      updatedBy: row.updated_by,
      pendingApprovalId: null,
    };
  }
  async function write(tx: DbOrTx, raw: unknown, by: string, at: Date) {
    const input = parse(bonusSettingsInputSchema, raw);
    await claims.updateTerms(
      tx,
      {
        calendar_pct: input.calendarPct,
        refill_amount: input.refillAmount,
        refill_below: input.refillBelow,
        refill_interval_hours: input.refillIntervalHours,
      },
      by,
      at,
    );
  }
  return {
    bonusTerms,
    applyBonusTerms: write,
    async updateBonusTerms(raw, by, at) {
      await write(db, raw, by, at);
      return bonusTerms();
    },
  };
}
