import {
  CONTENT_LANGUAGES,
  CONTENT_PAGE_SLUGS,
  contentTextSchema,
  type ContentTextInput,
} from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import * as repo from './content.repository.ts';
import type { DocumentKey } from './content.repository.ts';
import { SEED_PAGES, SEED_WELCOME_PROMOTION } from './content.seed-texts.ts';

/** Adds a text as version 1 by `seed` unless the document exists; true when it added it. */
async function seedText(tx: DbOrTx, key: DocumentKey, input: ContentTextInput, now: Date): Promise<boolean> {
  if (await repo.findCurrent(tx, key)) return false;
  const text = contentTextSchema.parse(input);
  const version = await repo.lockForNewVersion(tx, key, now);
  await repo.insertVersion(tx, repo.versionRow(key, version, text, 'seed', now));
  return true;
}

/**
 * Adds each static page text and the welcome promotion (content.seed-texts.ts) that does not exist
 * yet. Anything an operator edited (or a promotion they changed) is never touched. Returns how many
 * texts it added.
 */
export async function seedContent(tx: DbOrTx, now: Date): Promise<number> {
  let added = 0;
  for (const slug of CONTENT_PAGE_SLUGS) {
    for (const language of CONTENT_LANGUAGES) {
      if (await seedText(tx, { kind: 'page', slug, language }, SEED_PAGES[slug][language], now)) added++;
    }
  }
  const welcome = SEED_WELCOME_PROMOTION;
  await repo.insertPromotion(tx, {
    slug: welcome.slug,
    banner_url: null,
    cta_path: welcome.ctaPath,
    starts_at: welcome.startsAt,
    ends_at: welcome.endsAt,
    published: true,
    created_at: now,
    updated_at: now,
  });
  for (const language of CONTENT_LANGUAGES) {
    const key = { kind: 'promotion' as const, slug: welcome.slug, language };
    if (await seedText(tx, key, welcome.texts[language], now)) added++;
  }
  return added;
}
