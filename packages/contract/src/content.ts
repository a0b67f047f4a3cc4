import { z } from 'zod';

/**
 * The content store (issue 15): static pages and promotions per language, written in Markdown by
 * operators and rendered to sanitised HTML by the server. The site reads the public paths; the back
 * office edits through OPERATOR_CONTENT_PATHS. docs/decisions/013-content-store.md says why.
 */
export const CONTENT_PATHS = {
  /** GET ?language=ja|en: a static page, rendered. */
  page: '/content/pages/:slug',
  /** GET ?language=ja|en: a promotion, rendered, with its dates and call to action. */
  promotion: '/promotions/:slug',
  /** GET ?language=ja|en: the running promotions (published, period now), soonest ending first. */
  promotions: '/promotions',
  /** POST { code }: a signed-in player redeems a promo code (once per player). */
  redeemPromoCode: '/promo-codes/redeem',
} as const;

export const OPERATOR_CONTENT_PATHS = {
  documents: '/operator/content/documents',
  document: '/operator/content/documents/:id',
  documentVersions: '/operator/content/documents/:id/versions',
  documentRestore: '/operator/content/documents/:id/restore',
  preview: '/operator/content/preview',
  promotions: '/operator/promotions',
  promotion: '/operator/promotions/:slug',
  promoCodes: '/operator/promo-codes',
  promoCode: '/operator/promo-codes/:code',
} as const;

export const CONTENT_LANGUAGES = ['ja', 'en'] as const;
export const contentLanguageSchema = z.enum(CONTENT_LANGUAGES);
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;

export const CONTENT_KINDS = ['page', 'promotion'] as const;
export const contentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKindSchema>;

/**
 * The static pages of SPEC §2 and the route(s) that show each: /privacy-policy and /app-privacy-policy
 * show terms-of-use; /password_reset and /app-password-reset show contact-us.
 */
export const CONTENT_PAGE_SLUGS = ['about', 'terms-of-use', 'contact-us'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** A page's or promotion's address part: lower-case words joined by hyphens. */
export const contentSlugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slugInvalid');

/**
 * The largest Markdown text of a page, its terms or a preview: 60,000 characters (about 30 printed
 * pages; today's longest page has under 2,000). Larger is refused, not cut: a cut page would publish
 * half a sentence of legal text.
 */
export const CONTENT_MAX_MARKDOWN = 60_000;
export const CONTENT_MAX_TITLE = 200;
export const CONTENT_MAX_DESCRIPTION = 500;
/** An operator request that carries Markdown may be this large (the API's default is 64 KiB). */
export const CONTENT_BODY_LIMIT = 512 * 1024;

const isoDate = z.string();
const markdownSchema = z.string().max(CONTENT_MAX_MARKDOWN, 'validation.contentTooLong');

export const contentQuerySchema = z.object({ language: contentLanguageSchema.default('ja') });
export const contentSlugParamsSchema = z.object({ slug: contentSlugSchema });

export const contentPageResponseSchema = z.object({
  slug: z.string(),
  /** The language shown: the one asked for, else Japanese when that text does not exist. */
  language: contentLanguageSchema,
  title: z.string(),
  description: z.string(),
  /** Sanitised HTML: no raw HTML, script, event handler or non-http(s)/mailto link survives. */
  html: z.string(),
  version: z.number().int().positive(),
  updatedDate: isoDate,
});
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

export const PROMOTION_STATUSES = ['upcoming', 'active', 'ended'] as const;
export const promotionStatusSchema = z.enum(PROMOTION_STATUSES);
export type PromotionStatus = z.infer<typeof promotionStatusSchema>;

export const promotionResponseSchema = contentPageResponseSchema.extend({
  termsHtml: z.string(),
  /** The call to action's label; null = the site's default label of the language. */
  ctaLabel: z.string().nullable(),
  /** A path of the site (starts with one /). */
  ctaPath: z.string(),
  /** Absolute https URL or a path (the site prefixes paths with CONTENT_CDN_URL's origin as they are). */
  bannerUrl: z.string().nullable(),
  startDate: isoDate,
  endDate: isoDate,
  status: promotionStatusSchema,
  /** True when a promo code belongs to this promotion (its code itself is printed in the text). */
  hasPromoCode: z.boolean(),
});
export type PromotionResponse = z.infer<typeof promotionResponseSchema>;

/** At most this many running promotions are listed (the home page and the footer show them all). */
export const RUNNING_PROMOTIONS_LIMIT = 12;

/** GET /promotions (issue 25: players could not find the promotions): links to the running ones. */
export const runningPromotionsResponseSchema = z.object({
  items: z.array(
    promotionResponseSchema.pick({
      slug: true,
      language: true,
      title: true,
      description: true,
      bannerUrl: true,
      startDate: true,
      endDate: true,
    }),
  ),
});
export type RunningPromotionsResponse = z.infer<typeof runningPromotionsResponseSchema>;

/** Promo codes: upper-case letters and digits, 4–32; players may type them in lower case. */
export const promoCodeSchema = z
  .string({ error: 'validation.promoCodeRequired' })
  .trim()
  .min(1, 'validation.promoCodeRequired')
  .max(32, 'validation.promoCodeInvalid')
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,32}$/, 'validation.promoCodeInvalid'));

export const redeemPromoCodeRequestSchema = z.object({ code: promoCodeSchema });
export type RedeemPromoCodeRequest = z.input<typeof redeemPromoCodeRequestSchema>;
export const redeemPromoCodeResponseSchema = z.object({
  code: z.string(),
  bonus: z.number().int().positive(),
  currency: z.string(),
  newBalance: z.number().int().nonnegative(),
});
export type RedeemPromoCodeResponse = z.infer<typeof redeemPromoCodeResponseSchema>;

// ---- Back office ---------------------------------------------------------------------------------

/**
 * A document's id in the back office: `<kind>_<slug>_<language>`, e.g. `page_about_ja` (slugs have no
 * underscore; no dot either, so the console's address of a text never looks like a file's).
 */
export const contentDocumentIdSchema = z
  .string()
  .regex(/^(page|promotion)_[a-z0-9]+(?:-[a-z0-9]+)*_(ja|en)$/, 'validation.contentIdInvalid');
export const contentDocumentIdParamsSchema = z.object({ id: contentDocumentIdSchema });

export function contentDocumentId(kind: ContentKind, slug: string, language: ContentLanguage): string {
  return `${kind}_${slug}_${language}`;
}

export const contentDocumentSummarySchema = z.object({
  id: z.string(),
  kind: contentKindSchema,
  slug: z.string(),
  language: contentLanguageSchema,
  title: z.string(),
  version: z.number().int().positive(),
  updatedDate: isoDate,
  updatedBy: z.string(),
});
export type ContentDocumentSummary = z.infer<typeof contentDocumentSummarySchema>;

export const contentDocumentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  kind: contentKindSchema.optional(),
  language: contentLanguageSchema.optional(),
});
export const contentDocumentsResponseSchema = z.object({
  data: z.array(contentDocumentSummarySchema),
  total: z.number().int().nonnegative(),
});

export const contentTextSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(CONTENT_MAX_TITLE),
  description: z.string().trim().max(CONTENT_MAX_DESCRIPTION),
  body: markdownSchema,
  /** Promotions: their terms and conditions, and the call-to-action button's label. */
  terms: markdownSchema.nullable().default(null),
  ctaLabel: z.string().trim().min(1).max(60).nullable().default(null),
});
export type ContentText = z.infer<typeof contentTextSchema>;
export type ContentTextInput = z.input<typeof contentTextSchema>;

export const contentDocumentSchema = contentDocumentSummarySchema.extend({
  description: z.string(),
  body: z.string(),
  terms: z.string().nullable(),
  ctaLabel: z.string().nullable(),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

export const contentVersionSchema = z.object({
  id: z.string(),
  version: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  terms: z.string().nullable(),
  ctaLabel: z.string().nullable(),
  createdDate: isoDate,
  createdBy: z.string(),
  /** Set when this version was made by restoring an earlier one. */
  restoredFrom: z.number().int().positive().nullable(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;
export const contentVersionsResponseSchema = z.object({
  data: z.array(contentVersionSchema),
  total: z.number().int().nonnegative(),
});
export const contentRestoreRequestSchema = z.object({ version: z.number().int().positive() });
export const contentPreviewRequestSchema = z.object({ markdown: markdownSchema });
export const contentPreviewResponseSchema = z.object({ html: z.string() });

const instant = z.iso.datetime({ offset: true });
/** A banner: an https URL or a path under the site (no other scheme). */
export const bannerUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/, 'validation.urlInvalid');
/** A call to action stays on the site: a path starting with one slash. */
export const ctaPathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[^\s"'<>\\]*$/, 'validation.urlInvalid');

export const operatorPromotionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  bannerUrl: z.string().nullable(),
  ctaPath: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  published: z.boolean(),
  updatedDate: isoDate,
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;
export const operatorPromotionsResponseSchema = z.object({
  data: z.array(operatorPromotionSchema),
  total: z.number().int().nonnegative(),
});
const promotionFields = {
  bannerUrl: bannerUrlSchema.nullable(),
  ctaPath: ctaPathSchema,
  startDate: instant,
  endDate: instant,
  published: z.boolean(),
};
export const promotionCreateRequestSchema = z.object({ slug: contentSlugSchema, ...promotionFields });
export const promotionUpdateRequestSchema = z.object(promotionFields).partial();
export type PromotionCreateRequest = z.infer<typeof promotionCreateRequestSchema>;
export type PromotionUpdateRequest = z.infer<typeof promotionUpdateRequestSchema>;

export const MAX_PROMO_BONUS = 1_000_000_000;
export const operatorPromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  promotionSlug: z.string(),
  amount: z.number().int().positive(),
  startDate: isoDate,
  endDate: isoDate,
  maxRedemptions: z.number().int().positive(),
  redeemed: z.number().int().nonnegative(),
  disabled: z.boolean(),
  updatedDate: isoDate,
});
export type OperatorPromoCode = z.infer<typeof operatorPromoCodeSchema>;
export const operatorPromoCodesResponseSchema = z.object({
  data: z.array(operatorPromoCodeSchema),
  total: z.number().int().nonnegative(),
});
const promoCodeFields = {
  amount: z.number().int().min(1).max(MAX_PROMO_BONUS),
  startDate: instant,
  endDate: instant,
  maxRedemptions: z.number().int().min(1).max(10_000_000),
  disabled: z.boolean(),
};
export const promoCodeCreateRequestSchema = z.object({
  code: promoCodeSchema,
  promotionSlug: contentSlugSchema,
  ...promoCodeFields,
  disabled: z.boolean().default(false),
});
export const promoCodeUpdateRequestSchema = z.object(promoCodeFields).partial();
export const promoCodeParamsSchema = z.object({ code: promoCodeSchema });
export type PromoCodeCreateRequest = z.input<typeof promoCodeCreateRequestSchema>;
export type PromoCodeUpdateRequest = z.infer<typeof promoCodeUpdateRequestSchema>;
