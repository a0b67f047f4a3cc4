import type { Insertable, Updateable } from 'kysely';
import type { ContentKind, ContentLanguage, ContentText } from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import { pageWithTotal } from '../../db/paging.ts';
import type {
  ContentVersionRow,
  ContentVersionTable,
  PromoCodeTable,
  PromotionTable,
} from './content.table.ts';

/** All SQL of the content store and promo codes (functions take the database or a transaction). */

export interface DocumentKey {
  kind: ContentKind;
  slug: string;
  language: ContentLanguage;
}

const VERSION_COLUMNS = [
  'v.kind',
  'v.slug',
  'v.language',
  'v.version',
  'v.title',
  'v.description',
  'v.body',
  'v.terms',
  'v.cta_label',
  'v.created_at',
  'v.created_by',
  'v.restored_from',
] as const;

/** A document's current version. */
export async function findCurrent(db: DbOrTx, key: DocumentKey) {
  return db
    .selectFrom('content_documents as d')
    .innerJoin('content_versions as v', (join) =>
      join
        .onRef('v.kind', '=', 'd.kind')
        .onRef('v.slug', '=', 'd.slug')
        .onRef('v.language', '=', 'd.language')
        .onRef('v.version', '=', 'd.current_version'),
    )
    .select(VERSION_COLUMNS)
    .where('d.kind', '=', key.kind)
    .where('d.slug', '=', key.slug)
    .where('d.language', '=', key.language)
    .executeTakeFirst();
}

export async function listCurrent(
  db: DbOrTx,
  filter: { kind?: ContentKind; language?: ContentLanguage },
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('content_documents as d')
    .innerJoin('content_versions as v', (join) =>
      join
        .onRef('v.kind', '=', 'd.kind')
        .onRef('v.slug', '=', 'd.slug')
        .onRef('v.language', '=', 'd.language')
        .onRef('v.version', '=', 'd.current_version'),
    );
  if (filter.kind) query = query.where('d.kind', '=', filter.kind);
  if (filter.language) query = query.where('d.language', '=', filter.language);
  return pageWithTotal(
    query
      .select(VERSION_COLUMNS)
      .orderBy('d.kind')
      .orderBy('d.slug')
      .orderBy('d.language', 'desc')
      .limit(limit)
      .offset(offset),
    query,
  );
}

/** Every document (export). */
export async function listAllCurrent(db: DbOrTx) {
  return (await listCurrent(db, {}, 100_000, 0)).rows;
}

export async function findVersion(db: DbOrTx, key: DocumentKey, version: number) {
  return db
    .selectFrom('content_versions as v')
    .select(VERSION_COLUMNS)
    .where('v.kind', '=', key.kind)
    .where('v.slug', '=', key.slug)
    .where('v.language', '=', key.language)
    .where('v.version', '=', version)
    .executeTakeFirst();
}

export async function listVersions(db: DbOrTx, key: DocumentKey, limit: number, offset: number) {
  const base = db
    .selectFrom('content_versions as v')
    .where('v.kind', '=', key.kind)
    .where('v.slug', '=', key.slug)
    .where('v.language', '=', key.language);
  return pageWithTotal(
    base.select(VERSION_COLUMNS).orderBy('v.version', 'desc').limit(limit).offset(offset),
    base,
  );
}

/**
 * Locks a document for a new version (creating its row when new) and answers the
 * number the next version gets. Two operators saving at once get consecutive numbers.
 */
export async function lockForNewVersion(tx: DbOrTx, key: DocumentKey, now: Date): Promise<number> {
  await tx
    .insertInto('content_documents')
    .values({ ...key, current_version: 1, updated_at: now })
    .onConflict((oc) => oc.columns(['kind', 'slug', 'language']).doNothing())
    .execute();
  await tx
    .selectFrom('content_documents')
    .select('current_version')
    .where('kind', '=', key.kind)
    .where('slug', '=', key.slug)
    .where('language', '=', key.language)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const latest = await tx
    .selectFrom('content_versions')
    .select((eb) => eb.fn.max('version').as('max'))
    .where('kind', '=', key.kind)
    .where('slug', '=', key.slug)
    .where('language', '=', key.language)
    .executeTakeFirst();
  return latest?.max == null ? 1 : Number(latest.max) + 1;
}

/** The row of a document's new version `version` of `text`, written by `createdBy` at `at`. */
export function versionRow(
  key: DocumentKey,
  version: number,
  text: ContentText,
  createdBy: string,
  at: Date,
  restoredFrom: number | null = null,
): ContentVersionRow {
  return {
    ...key,
    version,
    title: text.title,
    description: text.description,
    body: text.body,
    terms: text.terms,
    cta_label: text.ctaLabel,
    created_at: at,
    created_by: createdBy,
    restored_from: restoredFrom,
  };
}

export async function insertVersion(tx: DbOrTx, row: Insertable<ContentVersionTable>) {
  await tx.insertInto('content_versions').values(row).execute();
  await tx
    .updateTable('content_documents')
    .set({ current_version: row.version, updated_at: row.created_at })
    .where('kind', '=', row.kind)
    .where('slug', '=', row.slug)
    .where('language', '=', row.language)
    .execute();
}

// ---- Promotions ----------------------------------------------------------------------------------

export async function findPromotion(db: DbOrTx, slug: string) {
  return db.selectFrom('promotions').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function listPromotions(db: DbOrTx, limit: number, offset: number) {
  const base = db.selectFrom('promotions');
  return pageWithTotal(base.selectAll().orderBy('starts_at', 'desc').limit(limit).offset(offset), base);
}

/** Published promotions whose period contains `now`, soonest ending first. */
export async function runningPromotions(db: DbOrTx, now: Date, limit: number) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('published', '=', true)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'asc')
    .orderBy('slug', 'asc')
    .limit(limit)
    .execute();
}

/** False when the slug exists already. */
export async function insertPromotion(db: DbOrTx, row: Insertable<PromotionTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('promotions')
    .values(row)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('slug')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updatePromotion(db: DbOrTx, slug: string, patch: Updateable<PromotionTable>) {
  return db.updateTable('promotions').set(patch).where('slug', '=', slug).returningAll().executeTakeFirst();
}

// ---- Promo codes ---------------------------------------------------------------------------------

export async function findPromoCode(db: DbOrTx, code: string) {
  return db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function lockPromoCode(tx: DbOrTx, code: string) {
  return tx.selectFrom('promo_codes').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

export async function hasPromoCode(db: DbOrTx, promotionSlug: string): Promise<boolean> {
  const row = await db
    .selectFrom('promo_codes')
    .select('code')
    .where('promotion_slug', '=', promotionSlug)
    .where('disabled', '=', false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listPromoCodes(
  db: DbOrTx,
  promotionSlug: string | undefined,
  limit: number,
  offset: number,
) {
  let base = db.selectFrom('promo_codes');
  if (promotionSlug) base = base.where('promotion_slug', '=', promotionSlug);
  return pageWithTotal(base.selectAll().orderBy('created_at', 'desc').limit(limit).offset(offset), base);
}

export async function insertPromoCode(db: DbOrTx, row: Insertable<PromoCodeTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('promo_codes')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updatePromoCode(tx: DbOrTx, code: string, patch: Updateable<PromoCodeTable>) {
  return tx.updateTable('promo_codes').set(patch).where('code', '=', code).returningAll().executeTakeFirst();
}

export async function findRedemption(db: DbOrTx, code: string, accountId: string) {
  return db
    .selectFrom('promo_redemptions')
    .selectAll()
    .where('code', '=', code)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The redemption and the code's count, in the caller's transaction (which holds the code's lock). */
export async function insertRedemption(
  tx: DbOrTx,
  code: string,
  accountId: string,
  amount: number,
  now: Date,
) {
  await tx
    .insertInto('promo_redemptions')
    .values({ code, account_id: accountId, amount, created_at: now })
    .execute();
  await tx
    .updateTable('promo_codes')
    .set((eb) => ({ redeemed_count: eb('redeemed_count', '+', 1) }))
    .where('code', '=', code)
    .execute();
}

export async function markRedemptionPaid(db: DbOrTx, code: string, accountId: string, now: Date) {
  await db
    .updateTable('promo_redemptions')
    .set({ paid_at: now })
    .where('code', '=', code)
    .where('account_id', '=', accountId)
    .where('paid_at', 'is', null)
    .execute();
}
