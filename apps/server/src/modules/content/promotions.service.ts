import {
  contentSlugSchema,
  type ContentLanguage,
  type OperatorPromoCode,
  type OperatorPromotion,
  type PromoCodeCreateRequest,
  type PromoCodeUpdateRequest,
  type PromotionCreateRequest,
  type PromotionResponse,
  type PromotionStatus,
  type PromotionUpdateRequest,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Actor, AuditService } from '../operator/operator.audit.ts';
import type { ContentService } from './content.service.ts';
import * as repo from './content.repository.ts';
import type { PromoCodeRow, PromotionRow } from './content.table.ts';

export interface PromotionsService {
  /** A published promotion in `language` (else Japanese); 404 NOT_FOUND when unpublished or without text. */
  getPromotion(slug: string, language: ContentLanguage): Promise<PromotionResponse>;
  listPromotions(page: number, perPage: number): Promise<{ data: OperatorPromotion[]; total: number }>;
  getOperatorPromotion(slug: string): Promise<OperatorPromotion>;
  createPromotion(request: PromotionCreateRequest, actor: Actor): Promise<OperatorPromotion>;
  updatePromotion(slug: string, patch: PromotionUpdateRequest, actor: Actor): Promise<OperatorPromotion>;
  listPromoCodes(
    promotionSlug: string | undefined,
    page: number,
    perPage: number,
  ): Promise<{ data: OperatorPromoCode[]; total: number }>;
  getPromoCode(code: string): Promise<OperatorPromoCode>;
  createPromoCode(
    request: PromoCodeCreateRequest & { disabled: boolean },
    actor: Actor,
  ): Promise<OperatorPromoCode>;
  updatePromoCode(code: string, patch: PromoCodeUpdateRequest, actor: Actor): Promise<OperatorPromoCode>;
}

export interface PromotionsServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  content: ContentService;
}

const iso = (date: Date) => new Date(date).toISOString();

export function statusAt(row: { starts_at: Date; ends_at: Date }, now: Date): PromotionStatus {
  if (now < new Date(row.starts_at)) return 'upcoming';
  return now < new Date(row.ends_at) ? 'active' : 'ended';
}

function toPromotion(row: PromotionRow): OperatorPromotion {
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

function checkPeriod(start: Date, end: Date) {
  if (!(end > start)) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
}

/** Promotions (their language-independent part) and their promo codes, as operators manage them. */
export function createPromotionsService({
  db,
  clock,
  audit,
  content,
}: PromotionsServiceDeps): PromotionsService {
  async function promotionRow(slug: string) {
    if (!contentSlugSchema.safeParse(slug).success) throw new ApiError(404, 'NOT_FOUND');
    const row = await repo.findPromotion(db, slug);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    return row;
  }

  return {
    async getPromotion(slug, language) {
      const row = await promotionRow(slug);
      if (!row.published) throw new ApiError(404, 'NOT_FOUND');
      const text = await content.currentText('promotion', slug, language);
      if (!text) throw new ApiError(404, 'NOT_FOUND');
      return {
        slug,
        ...text,
        ctaPath: row.cta_path,
        bannerUrl: row.banner_url,
        startDate: iso(row.starts_at),
        endDate: iso(row.ends_at),
        status: statusAt(row, clock.now()),
        hasPromoCode: await repo.hasPromoCode(db, slug),
      };
    },

    async listPromotions(page, perPage) {
      const { rows, total } = await repo.listPromotions(db, perPage, (page - 1) * perPage);
      return { data: rows.map(toPromotion), total };
    },

    async getOperatorPromotion(slug) {
      return toPromotion(await promotionRow(slug));
    },

    async createPromotion(request, actor) {
      const start = new Date(request.startDate);
      const end = new Date(request.endDate);
      checkPeriod(start, end);
      const now = clock.now();
      return db.transaction().execute(async (tx) => {
        const row = {
          slug: request.slug,
          banner_url: request.bannerUrl,
          cta_path: request.ctaPath,
          starts_at: start,
          ends_at: end,
          published: request.published,
          created_at: now,
          updated_at: now,
        };
        if (!(await repo.insertPromotion(tx, row))) throw new ApiError(409, 'REQUEST_VALIDATION_ERROR');
        const created = toPromotion(row);
        await audit.record(actor, 'promotion.saved', `promotion:${request.slug}`, { after: created }, tx);
        return created;
      });
    },

    async updatePromotion(slug, patch, actor) {
      const before = await promotionRow(slug);
      const start = patch.startDate ? new Date(patch.startDate) : new Date(before.starts_at);
      const end = patch.endDate ? new Date(patch.endDate) : new Date(before.ends_at);
      checkPeriod(start, end);
      return db.transaction().execute(async (tx) => {
        const row = await repo.updatePromotion(tx, slug, {
          ...(patch.bannerUrl !== undefined ? { banner_url: patch.bannerUrl } : {}),
          ...(patch.ctaPath !== undefined ? { cta_path: patch.ctaPath } : {}),
          ...(patch.published !== undefined ? { published: patch.published } : {}),
          starts_at: start,
          ends_at: end,
          updated_at: clock.now(),
        });
        if (!row) throw new ApiError(404, 'NOT_FOUND');
        const after = toPromotion(row);
        await audit.record(
          actor,
          'promotion.saved',
          `promotion:${slug}`,
          { before: toPromotion(before), after },
          tx,
        );
        return after;
      });
    },

    async listPromoCodes(promotionSlug, page, perPage) {
      const { rows, total } = await repo.listPromoCodes(db, promotionSlug, perPage, (page - 1) * perPage);
      return { data: rows.map(toPromoCode), total };
    },

    async getPromoCode(code) {
      const row = await repo.findPromoCode(db, code);
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      return toPromoCode(row);
    },

    async createPromoCode(request, actor) {
      const start = new Date(request.startDate);
      const end = new Date(request.endDate);
      checkPeriod(start, end);
      await promotionRow(request.promotionSlug);
      const now = clock.now();
      const code = request.code.toUpperCase();
      return db.transaction().execute(async (tx) => {
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
        if (!(await repo.insertPromoCode(tx, row))) throw new ApiError(409, 'REQUEST_VALIDATION_ERROR');
        const created = toPromoCode({ ...row, redeemed_count: 0 });
        await audit.record(actor, 'promo_code.saved', `promo_code:${code}`, { after: created }, tx);
        return created;
      });
    },

    async updatePromoCode(code, patch, actor) {
      return db.transaction().execute(async (tx) => {
        const before = await repo.lockPromoCode(tx, code);
        if (!before) throw new ApiError(404, 'NOT_FOUND');
        const start = patch.startDate ? new Date(patch.startDate) : new Date(before.starts_at);
        const end = patch.endDate ? new Date(patch.endDate) : new Date(before.ends_at);
        checkPeriod(start, end);
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
          updated_at: clock.now(),
        });
        if (!row) throw new ApiError(404, 'NOT_FOUND');
        const after = toPromoCode(row);
        await audit.record(
          actor,
          'promo_code.saved',
          `promo_code:${code}`,
          { before: toPromoCode(before), after },
          tx,
        );
        return after;
      });
    },
  };
}
