import { z } from 'zod';
import { listQuerySchema } from './operator.ts';
import type { PrizeTier } from './tournaments.ts';

/**
 * Separation of duties for every way coins are created (issue 24, docs/security.md "Separation of
 * duties"). The amounts and caps of a promo code, a tournament's prize table, a raffle's prizes and the
 * quick-raffle schedule's prizes are "terms": whoever writes them only proposes them, and nothing pays
 * a coin until an operator holding `approvals.decide` (finance, admin) approved exactly those terms.
 * A proposal by a holder of that permission whose liability is at most the four-eyes threshold is
 * approved by its proposer; any other needs ANOTHER such operator. A change of terms needs approval again.
 */
export const OPERATOR_APPROVAL_PATHS = {
  list: '/operator/approvals',
  item: '/operator/approvals/:approvalId',
  approve: '/operator/approvals/:approvalId/approve',
  reject: '/operator/approvals/:approvalId/reject',
  settings: '/operator/approval-settings',
} as const;

/**
 * What can pay coins once approved. `bonus_terms` (issue 30): the login calendar's multipliers and the
 * refill's amount, threshold and interval (subject `bonus`); `mission`: a mission's goal, target and
 * reward (subject: the mission id).
 */
export const APPROVAL_KINDS = [
  'promo_code',
  'tournament',
  'raffle',
  'quick_raffle',
  'bonus_terms',
  'mission',
] as const;
export const approvalKindSchema = z.enum(APPROVAL_KINDS);
export type ApprovalKind = z.infer<typeof approvalKindSchema>;

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** The four-eyes threshold a new install starts with: liabilities above it need a second operator. */
export const DEFAULT_FOUR_EYES_THRESHOLD = 100_000;

/** An approval's id: `<kind>:<subject>` (a promo code, a tournament or raffle id, `quick`). */
export const approvalIdSchema = z
  .string()
  .max(80)
  .regex(/^(promo_code|tournament|raffle|quick_raffle|bonus_terms|mission):[A-Za-z0-9_-]{1,64}$/);
export const approvalIdOf = (kind: ApprovalKind, subjectId: string | number) => `${kind}:${subjectId}`;
export const approvalIdParamsSchema = z.object({ approvalId: approvalIdSchema });

export const approvalSchema = z.object({
  id: z.string(),
  kind: approvalKindSchema,
  subjectId: z.string(),
  /** The code or the reference operators know it by. */
  label: z.string(),
  /** The terms proposed (promo code: amount, maxRedemptions; competitions: prizes; quick: prizes, everyMinutes). */
  terms: z.record(z.string(), z.unknown()),
  /**
   * The most coins these terms can pay: amount × maxRedemptions; the sum of every prize; for the quick
   * schedule the prizes of one day of quick raffles.
   */
  liability: z.number().int().nonnegative(),
  status: approvalStatusSchema,
  /** Raised by every new proposal; a decision names the revision it saw (a changed proposal is 409). */
  revision: z.number().int().positive(),
  proposedBy: z.string(),
  proposedById: z.string().nullable(),
  proposedDate: z.string(),
  decidedBy: z.string().nullable(),
  decidedDate: z.string().nullable(),
  reason: z.string().nullable(),
  /** True when the proposer alone may not approve it (above the threshold, or no money permission). */
  needsSecondOperator: z.boolean(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalListQuerySchema = listQuerySchema.extend({
  status: approvalStatusSchema.optional(),
  kind: approvalKindSchema.optional(),
});
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;
export const approvalListSchema = z.object({ data: z.array(approvalSchema), total: z.number().int() });

export const approvalDecisionSchema = z.object({
  revision: z.number().int().positive(),
  reason: z.string().trim().max(500).default(''),
});
export const approvalRejectionSchema = approvalDecisionSchema.extend({
  reason: z.string().trim().min(3).max(500),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

export const approvalSettingsSchema = z.object({
  id: z.literal('money'),
  /** Liabilities above this many coins need a second finance/admin operator. */
  fourEyesThreshold: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export const approvalSettingsUpdateSchema = approvalSettingsSchema.pick({ fourEyesThreshold: true });
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

const MINUTES_PER_DAY = 24 * 60;

/** Liabilities are whole coins, capped at 2^53 − 1 (far above any threshold; a balance's own cap). */
const capped = (coins: number) => Math.min(coins, Number.MAX_SAFE_INTEGER);

/** The liability of a promo code: every redemption paid. */
export const promoCodeLiability = (terms: { amount: number; maxRedemptions: number }) =>
  capped(terms.amount * terms.maxRedemptions);

/** The liability of a tournament: every rank of every tier paid. */
export const prizeTableLiability = (tiers: readonly PrizeTier[]) =>
  capped(tiers.reduce((sum, tier) => sum + (tier.toRank - tier.fromRank + 1) * tier.amount, 0));

/** The liability of a raffle: every place paid. */
export const rafflePrizesLiability = (prizes: readonly number[]) =>
  capped(prizes.reduce((sum, p) => sum + p, 0));

/** The quick schedule's liability: one day of quick raffles, each paying every place. */
export const quickScheduleLiability = (terms: { prizes: readonly number[]; everyMinutes: number }) =>
  capped(rafflePrizesLiability(terms.prizes) * Math.ceil(MINUTES_PER_DAY / terms.everyMinutes));

/**
 * The bonus terms' liability: what one player can be paid in one day under them — the login
 * calendar's best day at the daily bonus's base amount, and every refill the interval allows.
 */
export const bonusTermsLiability = (
  terms: { calendarPct: readonly number[]; refillAmount: number; refillIntervalHours: number },
  dailyAmount: number,
) =>
  capped(
    Math.floor((dailyAmount * Math.max(...terms.calendarPct)) / 100) +
      terms.refillAmount * Math.ceil(24 / terms.refillIntervalHours),
  );
