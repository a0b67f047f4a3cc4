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
  type RunningPromotionsResponse,
  RUNNING_PROMOTIONS_LIMIT,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Actor, AuditService } from '../operator/operator.audit.ts';
import type { ContentService } from './content.service.ts';
import * as repo from './content.repository.ts';
import {
  createPromoCode,
  insertAudited,
  iso,
  periodOf,
  recordUpdate,
  type PromotionAdminDeps,
  toPromoCode,
  toPromotion,
  updatePromoCode,
} from './promotions.admin.ts';

export interface PromotionsService {
  /** A published promotion in `language` (else Japanese); 404 NOT_FOUND when unpublished or without text. */
  getPromotion(slug: string, language: ContentLanguage): Promise<PromotionResponse>;
  /** The running promotions (published, period now) with their text in `language` (else Japanese). */
  runningPromotions(language: ContentLanguage): Promise<RunningPromotionsResponse>;
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
  approvals: PromotionAdminDeps['approvals'];
}

export function statusAt(row: { starts_at: Date; ends_at: Date }, now: Date): PromotionStatus {
  if (now < new Date(row.starts_at)) return 'upcoming';
  return now < new Date(row.ends_at) ? 'active' : 'ended';
}

/** Promotions (their language-independent part) and their promo codes, as operators manage them. */
export function createPromotionsService(deps: PromotionsServiceDeps): PromotionsService {
  const { db, clock, content } = deps;
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

    async runningPromotions(language) {
      const rows = await repo.runningPromotions(db, clock.now(), RUNNING_PROMOTIONS_LIMIT);
      const items = await Promise.all(
        rows.map(async (row) => {
          const text = await content.currentText('promotion', row.slug, language);
          if (!text) return null; // no text in any language yet: nothing to link to
          return {
            slug: row.slug,
            language: text.language,
            title: text.title,
            description: text.description,
            bannerUrl: row.banner_url,
            startDate: iso(row.starts_at),
            endDate: iso(row.ends_at),
          };
        }),
      );
      return { items: items.filter((item) => item !== null) };
    },

    async listPromotions(page, perPage) {
      const { rows, total } = await repo.listPromotions(db, perPage, (page - 1) * perPage);
      return { data: rows.map(toPromotion), total };
    },

    async getOperatorPromotion(slug) {
      return toPromotion(await promotionRow(slug));
    },

    async createPromotion(request, actor) {
      const { start, end } = periodOf(request);
      const now = clock.now();
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
      return insertAudited(
        deps,
        actor,
        ['promotion.saved', `promotion:${request.slug}`],
        toPromotion(row),
        (tx) => repo.insertPromotion(tx, row),
      );
    },

    async updatePromotion(slug, patch, actor) {
      const before = await promotionRow(slug);
      const { start, end } = periodOf(patch, before);
      return db.transaction().execute(async (tx) => {
        const row = await repo.updatePromotion(tx, slug, {
          ...(patch.bannerUrl !== undefined ? { banner_url: patch.bannerUrl } : {}),
          ...(patch.ctaPath !== undefined ? { cta_path: patch.ctaPath } : {}),
          ...(patch.published !== undefined ? { published: patch.published } : {}),
          starts_at: start,
          ends_at: end,
          updated_at: clock.now(),
        });
        return recordUpdate(
          deps,
          tx,
          actor,
          ['promotion.saved', `promotion:${slug}`],
          toPromotion(before),
          row && toPromotion(row),
        );
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

    createPromoCode: (request, actor) => createPromoCode(deps, request, actor, promotionRow),

    updatePromoCode: (code, patch, actor) => updatePromoCode(deps, code, patch, actor),
  };
}
