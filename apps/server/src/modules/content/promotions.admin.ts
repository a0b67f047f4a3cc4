import type {
  AuditAction,
  OperatorPromoCode,
  OperatorPromotion,
  PromoCodeCreateRequest,
  PromoCodeUpdateRequest,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { promoCodeLiability } from '@casino/contract';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { Actor, AuditService } from '../operator/operator.audit.ts';
import * as repo from './content.repository.ts';
import type { PromoCodeRow, PromotionRow } from './content.table.ts';

/** What the back office's promotion and promo-code writes need. */
export interface PromotionAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  approvals: Pick<ApprovalsService, 'propose'>;
}

/** A promo code's coin-paying terms (what finance approves) and their liability, amount × cap. */
export function promoCodeSubject(row: Pick<PromoCodeRow, 'code' | 'amount' | 'max_redemptions'>) {
  const terms = { amount: Number(row.amount), maxRedemptions: row.max_redemptions };
  return {
    kind: 'promo_code' as const,
    subjectId: row.code,
    label: row.code,
    terms,
    liability: promoCodeLiability(terms),
  };
}

/** The audit entry of a change: its action and its target (`promotion:<slug>`, `promo_code:<code>`). */
type AuditEntry = [action: AuditAction, target: string];

export const iso = (date: Date) => new Date(date).toISOString();

export function toPromotion(row: PromotionRow): OperatorPromotion {
  return {
    id: row.slug,
    slug: row.slug,
    bannerUrl: row.banner_url,
    ctaPath: row.cta_path,
    startDate: iso(row.starts_at),
    endDate: iso(row.ends_at),
    published: row.published,
    updatedDate: iso(row.updated_at),
  };
}

export function toPromoCode(row: PromoCodeRow): OperatorPromoCode {
  return {
    id: row.code,
    code: row.code,
    promotionSlug: row.promotion_slug,
    amount: Number(row.amount),
    startDate: iso(row.starts_at),
    endDate: iso(row.ends_at),
    maxRedemptions: row.max_redemptions,
    redeemed: row.redeemed_count,
    disabled: row.disabled,
    updatedDate: iso(row.updated_at),
  };
}

/**
 * The period a create or change sets: its dates, else those `before` had; 400 REQUEST_VALIDATION_ERROR
 * unless the end is after the start.
 */
export function periodOf(
  dates: { startDate?: string; endDate?: string },
  before?: { starts_at: Date; ends_at: Date },
): { start: Date; end: Date } {
  const start = new Date(dates.startDate ?? before!.starts_at);
  const end = new Date(dates.endDate ?? before!.ends_at);
  if (!(end > start)) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
  return { start, end };
}

/** Inserts a row and audits `created` in one transaction; 409 when the key is taken (insert → false). */
export async function insertAudited<T>(
  { db, audit }: PromotionAdminDeps,
  actor: Actor,
  [action, target]: AuditEntry,
  created: T,
  insert: (tx: DbOrTx) => Promise<boolean>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    if (!(await insert(tx))) throw new ApiError(409, 'REQUEST_VALIDATION_ERROR');
    await audit.record(actor, action, target, { after: created }, tx);
    return created;
  });
}

/** Audits a change in its transaction; 404 when the row was gone (`after` undefined). */
export async function recordUpdate<T>(
  { audit }: PromotionAdminDeps,
  tx: DbOrTx,
  actor: Actor,
  [action, target]: AuditEntry,
  before: T,
  after: T | undefined,
): Promise<T> {
  if (after === undefined) throw new ApiError(404, 'NOT_FOUND');
  await audit.record(actor, action, target, { before, after }, tx);
  return after;
}

/** A new promo code, stored upper-case, of a promotion `requirePromotion` finds (else it throws 404). */
export async function createPromoCode(
  deps: PromotionAdminDeps,
  request: PromoCodeCreateRequest & { disabled: boolean },
  actor: Actor,
  requirePromotion: (slug: string) => Promise<unknown>,
): Promise<OperatorPromoCode> {
  const { start, end } = periodOf(request);
  await requirePromotion(request.promotionSlug);
  const now = deps.clock.now();
  const code = request.code.toUpperCase();
  const row = {
    code,
    promotion_slug: request.promotionSlug,
    amount: request.amount,
    starts_at: start,
    ends_at: end,
    max_redemptions: request.maxRedemptions,
    disabled: request.disabled,
    created_at: now,
    updated_at: now,
  };
  const created = toPromoCode({ ...row, redeemed_count: 0 });
  return insertAudited(deps, actor, ['promo_code.saved', `promo_code:${code}`], created, async (tx) => {
    if (!(await repo.insertPromoCode(tx, row))) return false;
    // Whoever writes the amount and the cap only proposes them: nothing is redeemable until approved.
    await deps.approvals.propose(tx, actor, promoCodeSubject(row));
    return true;
  });
}

/** Changes a promo code under its row lock; its cap never drops below what was already paid out. */
export async function updatePromoCode(
  deps: PromotionAdminDeps,
  code: string,
  patch: PromoCodeUpdateRequest,
  actor: Actor,
): Promise<OperatorPromoCode> {
  return deps.db.transaction().execute(async (tx) => {
    const before = await repo.lockPromoCode(tx, code);
    if (!before) throw new ApiError(404, 'NOT_FOUND');
    const { start, end } = periodOf(patch, before);
    // A cap below what was already paid out would be a lie (and the CHECK refuses it).
    if (patch.maxRedemptions !== undefined && patch.maxRedemptions < before.redeemed_count) {
      throw new ApiError(409, 'REQUEST_VALIDATION_ERROR');
    }
    const row = await repo.updatePromoCode(tx, code, {
      ...(patch.amount !== undefined ? { amount: patch.amount } : {}),
      ...(patch.maxRedemptions !== undefined ? { max_redemptions: patch.maxRedemptions } : {}),
      ...(patch.disabled !== undefined ? { disabled: patch.disabled } : {}),
      starts_at: start,
      ends_at: end,
      updated_at: deps.clock.now(),
    });
    // A changed amount or cap is a new proposal (needs approval again); a period or switch is not.
    if (row) await deps.approvals.propose(tx, actor, promoCodeSubject(row));
    const entry: AuditEntry = ['promo_code.saved', `promo_code:${code}`];
    return recordUpdate(deps, tx, actor, entry, toPromoCode(before), row && toPromoCode(row));
  });
}
