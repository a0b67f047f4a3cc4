import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { systemClock } from '../src/clock.ts';
import { contentVariablesOf } from '../src/modules/content/content.variables.ts';
import {
  KIND_FOLDERS,
  documentIdOf,
  filePath,
  parseMarkdownFile,
  toMarkdownFile,
  type ContentFile,
} from '../src/modules/content/content.files.ts';
import { createContentService } from '../src/modules/content/content.service.ts';
import { createPromotionsService } from '../src/modules/content/promotions.service.ts';
import { createApprovalsService } from '../src/modules/approvals/approvals.service.ts';
import { createAuditService } from '../src/modules/operator/operator.audit.ts';
import { openForMaintenance } from './maintenance.ts';

/**
 * `npm run content -- export <dir>` writes every page and promotion text (current version) as
 * Markdown with front matter; `npm run content -- import <dir>` reads such a folder back: each text
 * that differs becomes a new version by `import` (audited), promotions are created or updated. All
 * files are checked before anything is written. PGlite: not while a server runs on DATA_DIR.
 */
const [command, dirArg] = process.argv.slice(2);
if ((command !== 'export' && command !== 'import') || !dirArg) {
  console.error('usage: npm run content -- export <dir> | import <dir>');
  process.exit(2);
}
const dir = path.resolve(dirArg);
const config = loadConfig();
const target = openForMaintenance(config);
const audit = createAuditService(target.db, systemClock);
const content = createContentService({
  db: target.db,
  clock: systemClock,
  audit,
  variables: contentVariablesOf(config),
});
// Imports write promotions, never promo codes: an approvals service is there only for the shape.
const approvals = createApprovalsService({ db: target.db, clock: systemClock, audit });
const promotions = createPromotionsService({ db: target.db, clock: systemClock, audit, content, approvals });
const actor = { operatorId: null, email: 'npm run content import', ip: null };

async function exportTo(folder: string) {
  const docs = await content.exportAll();
  const promos = new Map((await promotions.listPromotions(1, 100_000)).data.map((p) => [p.slug, p]));
  for (const doc of docs) {
    const file = path.join(folder, filePath(doc.kind, doc.slug, doc.language));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, toMarkdownFile(doc, doc.kind === 'promotion' ? promos.get(doc.slug) : undefined));
  }
  console.log(`exported ${docs.length} texts to ${folder}`);
}

function readFolder(folder: string): ContentFile[] {
  const files: ContentFile[] = [];
  for (const sub of Object.values(KIND_FOLDERS)) {
    let names: string[];
    try {
      names = readdirSync(path.join(folder, sub)).filter((n) => n.endsWith('.md'));
    } catch {
      continue; // a folder without promotions is fine
    }
    for (const name of names.sort()) {
      files.push(parseMarkdownFile(sub, name, readFileSync(path.join(folder, sub, name), 'utf8')));
    }
  }
  return files;
}

async function importFrom(folder: string) {
  const files = readFolder(folder);
  let changed = 0;
  for (const file of files) {
    if (file.promotion) {
      const existing = await promotions.getOperatorPromotion(file.slug).catch(() => undefined);
      const wanted = file.promotion;
      const same =
        existing &&
        Date.parse(existing.startDate) === Date.parse(wanted.startDate) &&
        Date.parse(existing.endDate) === Date.parse(wanted.endDate) &&
        existing.bannerUrl === wanted.bannerUrl &&
        existing.ctaPath === wanted.ctaPath &&
        existing.published === wanted.published;
      if (existing && !same) await promotions.updatePromotion(file.slug, wanted, actor);
      else if (!existing) await promotions.createPromotion({ slug: file.slug, ...file.promotion }, actor);
    }
    const before = await content.getDocument(documentIdOf(file)).catch(() => undefined);
    const after = await content.saveDocument(documentIdOf(file), file.text, { name: 'import', actor });
    if (before?.version !== after.version) changed++;
  }
  console.log(`imported ${files.length} texts from ${folder}: ${changed} new versions`);
}

try {
  await migrateToLatest(target.db);
  if (command === 'export') await exportTo(dir);
  else await importFrom(dir);
} catch (error) {
  console.error(`content ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await target.close();
}
