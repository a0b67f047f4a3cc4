import { CONTENT_LANGUAGES, CONTENT_PAGE_SLUGS, contentTextSchema } from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import * as repo from './content.repository.ts';
import { SEED_PAGES } from './content.seed-texts.ts';

/**
 * Adds each static page text (content.seed-texts.ts) that does not exist yet, as its version 1 by
 * `seed`. A page an operator edited is never touched. Returns how many texts it added.
 */
export async function seedContent(tx: DbOrTx, now: Date): Promise<number> {
  let added = 0;
  for (const slug of CONTENT_PAGE_SLUGS) {
    for (const language of CONTENT_LANGUAGES) {
      const key = { kind: 'page' as const, slug, language };
      if (await repo.findCurrent(tx, key)) continue;
      const text = contentTextSchema.parse(SEED_PAGES[slug][language]);
      const version = await repo.lockForNewVersion(tx, key, now);
      await repo.insertVersion(tx, {
        ...key,
        version,
        title: text.title,
        description: text.description,
        body: text.body,
        terms: text.terms,
        cta_label: text.ctaLabel,
        created_at: now,
        created_by: 'seed',
        restored_from: null,
      });
      added++;
    }
  }
  return added;
}
