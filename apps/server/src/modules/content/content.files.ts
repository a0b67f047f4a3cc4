import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { z } from 'zod';
import {
  bannerUrlSchema,
  contentDocumentId,
  contentLanguageSchema,
  contentSlugSchema,
  contentTextSchema,
  ctaPathSchema,
  type ContentDocument,
  type ContentKind,
  type ContentLanguage,
  type ContentText,
  type OperatorPromotion,
  type PromotionCreateRequest,
} from '@casino/contract';

/**
 * The content store as Markdown files (`npm run content -- export|import <dir>`): one file per text,
 * `pages/<slug>.<language>.md` and `promotions/<slug>.<language>.md`, metadata in YAML front matter
 * (title, description; for promotions also ctaLabel, terms and the promotion's period, banner and
 * call to action), the body below it.
 */
export const KIND_FOLDERS: Record<ContentKind, string> = { page: 'pages', promotion: 'promotions' };

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(ja|en)\.md$/;

const promotionMetaSchema = z.object({
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  bannerUrl: bannerUrlSchema.nullable().default(null),
  ctaPath: ctaPathSchema,
  published: z.boolean().default(true),
});

const frontMatterSchema = z.object({
  title: z.string(),
  description: z.string().default(''),
  ctaLabel: z.string().nullable().default(null),
  terms: z.string().nullable().default(null),
  /** Informative on export; ignored on import (the store numbers its versions). */
  version: z.number().optional(),
  promotion: promotionMetaSchema.optional(),
});

export interface ContentFile {
  kind: ContentKind;
  slug: string;
  language: ContentLanguage;
  text: ContentText;
  promotion?: Omit<PromotionCreateRequest, 'slug'>;
}

/** Where a document goes, relative to the export folder. */
export function filePath(kind: ContentKind, slug: string, language: string): string {
  return `${KIND_FOLDERS[kind]}/${slug}.${language}.md`;
}

export function toMarkdownFile(doc: ContentDocument, promotion?: OperatorPromotion): string {
  const meta: Record<string, unknown> = {
    title: doc.title,
    description: doc.description,
    version: doc.version,
  };
  if (doc.ctaLabel !== null) meta.ctaLabel = doc.ctaLabel;
  if (doc.terms !== null) meta.terms = doc.terms;
  if (promotion) {
    meta.promotion = {
      startDate: promotion.startDate,
      endDate: promotion.endDate,
      bannerUrl: promotion.bannerUrl,
      ctaPath: promotion.ctaPath,
      published: promotion.published,
    };
  }
  return `---\n${stringifyYaml(meta, { lineWidth: 0 })}---\n\n${doc.body.replace(/^\n+/, '')}`;
}

export class ContentFileError extends Error {
  override name = 'ContentFileError';
}

/** Reads one file; throws ContentFileError naming what is wrong (the import stops before writing). */
export function parseMarkdownFile(folder: string, fileName: string, source: string): ContentFile {
  const kind = (Object.keys(KIND_FOLDERS) as ContentKind[]).find((k) => KIND_FOLDERS[k] === folder);
  const name = FILE_NAME.exec(fileName);
  if (!kind || !name)
    throw new ContentFileError(`${folder}/${fileName}: expected pages|promotions/<slug>.<ja|en>.md`);
  const slug = contentSlugSchema.parse(name[1]);
  const language = contentLanguageSchema.parse(name[2]);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentFileError(`${folder}/${fileName}: no front matter (--- … ---)`);
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new ContentFileError(`${folder}/${fileName}: front matter is not YAML (${String(error)})`);
  }
  const meta = frontMatterSchema.safeParse(raw);
  if (!meta.success)
    throw new ContentFileError(
      `${folder}/${fileName}: ${meta.error.issues[0]?.message ?? 'bad front matter'}`,
    );
  const text = contentTextSchema.safeParse({
    title: meta.data.title,
    description: meta.data.description,
    body: (match[2] ?? '').replace(/^\n+/, ''),
    terms: meta.data.terms,
    ctaLabel: meta.data.ctaLabel,
  });
  if (!text.success) {
    const issue = text.error.issues[0];
    throw new ContentFileError(
      `${folder}/${fileName}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`,
    );
  }
  if (kind === 'promotion' && !meta.data.promotion) {
    throw new ContentFileError(`${folder}/${fileName}: a promotion needs its promotion: front matter`);
  }
  return { kind, slug, language, text: text.data, promotion: meta.data.promotion };
}

export function documentIdOf(file: ContentFile): string {
  return contentDocumentId(file.kind, file.slug, file.language);
}
