import type { ColumnType, Selectable } from 'kysely';
import type { ContentKind, ContentLanguage } from '@casino/contract';

/** int8 columns: node-postgres returns a string, PGlite a number. */
type Int8 = ColumnType<string | number | bigint, number, number>;

export interface ContentDocumentTable {
  kind: ContentKind;
  slug: string;
  language: ContentLanguage;
  current_version: number;
  updated_at: Date;
}

export interface ContentVersionTable {
  kind: ContentKind;
  slug: string;
  language: ContentLanguage;
  version: number;
  title: string;
  description: string;
  body: string;
  terms: string | null;
  cta_label: string | null;
  created_at: Date;
  /** `seed`, `import` or `operator:<operatorId>`. */
  created_by: string;
  restored_from: number | null;
}

export interface PromotionTable {
  slug: string;
  banner_url: string | null;
  cta_path: string;
  starts_at: Date;
  ends_at: Date;
  published: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface PromoCodeTable {
  code: string;
  promotion_slug: string;
  amount: Int8;
  starts_at: Date;
  ends_at: Date;
  max_redemptions: number;
  redeemed_count: ColumnType<number, number | undefined, number>;
  disabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface PromoRedemptionTable {
  code: string;
  account_id: string;
  amount: Int8;
  created_at: Date;
  paid_at: Date | null;
}

/** The content module's tables; src/db/database.ts adds them to `Database`. */
export interface ContentTables {
  content_documents: ContentDocumentTable;
  content_versions: ContentVersionTable;
  promotions: PromotionTable;
  promo_codes: PromoCodeTable;
  promo_redemptions: PromoRedemptionTable;
}

export type ContentVersionRow = Selectable<ContentVersionTable>;
export type PromotionRow = Selectable<PromotionTable>;
export type PromoCodeRow = Selectable<PromoCodeTable>;
