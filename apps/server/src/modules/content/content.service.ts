import {
  CONTENT_LANGUAGES,
  contentDocumentId,
  contentDocumentIdSchema,
  contentTextSchema,
  type ContentDocument,
  type ContentDocumentSummary,
  type ContentKind,
  type ContentLanguage,
  type ContentPageResponse,
  type ContentText,
  type ContentTextInput,
  type ContentVersion,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Actor, AuditService } from '../operator/operator.audit.ts';
import { fillVariables, renderMarkdown, type ContentVariables } from './content.render.ts';
import * as repo from './content.repository.ts';
import type { DocumentKey } from './content.repository.ts';
import type { ContentVersionRow } from './content.table.ts';

export type { DocumentKey } from './content.repository.ts';

/**
 * Who writes a version: `name` goes into the version (`operator:<id>`, `import`), `actor` into the
 * audit log.
 */
export interface Author {
  name: string;
  actor: Actor;
}

export function operatorAuthor(actor: Actor): Author {
  return { name: `operator:${actor.operatorId ?? 'unknown'}`, actor };
}

export interface ContentService {
  /** A static page in `language` (Japanese when that text does not exist); 404 NOT_FOUND when none. */
  getPage(slug: string, language: ContentLanguage): Promise<ContentPageResponse>;
  /** The current text of a document in `language`, else in Japanese; undefined when neither exists. */
  currentText(kind: ContentKind, slug: string, language: ContentLanguage): Promise<RenderedText | undefined>;
  render(markdown: string): string;

  listDocuments(
    filter: { kind?: ContentKind; language?: ContentLanguage },
    page: number,
    perPage: number,
  ): Promise<{ data: ContentDocumentSummary[]; total: number }>;
  getDocument(id: string): Promise<ContentDocument>;
  /** Saves a new version (creating the document when new) and audits it; nothing when unchanged. */
  saveDocument(id: string, text: ContentTextInput, author: Author): Promise<ContentDocument>;
  listVersions(id: string, page: number, perPage: number): Promise<{ data: ContentVersion[]; total: number }>;
  /** Makes an earlier version current again, as a new version (the history only grows). */
  restoreVersion(id: string, version: number, author: Author): Promise<ContentDocument>;
  /** Every document's current Markdown (the export tool). */
  exportAll(): Promise<ContentDocument[]>;
}

export interface RenderedText {
  language: ContentLanguage;
  version: number;
  updatedDate: string;
  title: string;
  description: string;
  html: string;
  termsHtml: string;
  ctaLabel: string | null;
}

export interface ContentServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  /** `{{name}}` values: company name, number, address, support e-mail (settings). */
  variables: ContentVariables;
}

export function parseDocumentId(id: string): DocumentKey {
  if (!contentDocumentIdSchema.safeParse(id).success) throw new ApiError(404, 'NOT_FOUND');
  const [kind, slug, language] = id.split('_') as [ContentKind, string, ContentLanguage];
  return { kind, slug, language };
}

function toDocument(row: ContentVersionRow): ContentDocument {
  return {
    id: contentDocumentId(row.kind, row.slug, row.language),
    kind: row.kind,
    slug: row.slug,
    language: row.language,
    title: row.title,
    description: row.description,
    body: row.body,
    terms: row.terms,
    ctaLabel: row.cta_label,
    version: row.version,
    updatedDate: new Date(row.created_at).toISOString(),
    updatedBy: row.created_by,
  };
}

function toSummary(row: ContentVersionRow): ContentDocumentSummary {
  const { id, kind, slug, language, title, version, updatedDate, updatedBy } = toDocument(row);
  return { id, kind, slug, language, title, version, updatedDate, updatedBy };
}

function toVersion(row: ContentVersionRow): ContentVersion {
  return {
    id: String(row.version),
    version: row.version,
    title: row.title,
    description: row.description,
    body: row.body,
    terms: row.terms,
    ctaLabel: row.cta_label,
    createdDate: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    restoredFrom: row.restored_from,
  };
}

function sameText(row: ContentVersionRow, text: ContentText): boolean {
  return (
    row.title === text.title &&
    row.description === text.description &&
    row.body === text.body &&
    row.terms === text.terms &&
    row.cta_label === text.ctaLabel
  );
}

/** Static pages and promotion texts in the database, versioned, rendered safely (content.render.ts). */
export function createContentService({ db, clock, audit, variables }: ContentServiceDeps): ContentService {
  const render = (markdown: string) => renderMarkdown(markdown, variables);

  async function currentOrFallback(key: DocumentKey) {
    const languages: ContentLanguage[] = [
      key.language,
      ...CONTENT_LANGUAGES.filter((l) => l !== key.language),
    ];
    for (const language of languages) {
      const row = await repo.findCurrent(db, { ...key, language });
      if (row) return row;
    }
    return undefined;
  }

  async function writeVersion(
    key: DocumentKey,
    text: ContentText,
    author: Author,
    restoredFrom: number | null,
  ): Promise<ContentDocument> {
    const id = contentDocumentId(key.kind, key.slug, key.language);
    return db.transaction().execute(async (tx) => {
      const before = await repo.findCurrent(tx, key);
      if (before && restoredFrom === null && sameText(before, text)) return toDocument(before);
      const version = await repo.lockForNewVersion(tx, key, clock.now());
      const row = repo.versionRow(key, version, text, author.name, clock.now(), restoredFrom);
      await repo.insertVersion(tx, row);
      await audit.record(
        author.actor,
        restoredFrom === null ? 'content.saved' : 'content.restored',
        `content:${id}`,
        {
          before: before ? { version: before.version, title: before.title } : undefined,
          after: { version, title: text.title, ...(restoredFrom === null ? {} : { restoredFrom }) },
        },
        tx,
      );
      return toDocument(row);
    });
  }

  return {
    render,

    async currentText(kind, slug, language) {
      const row = await currentOrFallback({ kind, slug, language });
      if (!row) return undefined;
      return {
        language: row.language,
        version: row.version,
        updatedDate: new Date(row.created_at).toISOString(),
        title: fillVariables(row.title, variables),
        description: fillVariables(row.description, variables),
        html: render(row.body),
        termsHtml: row.terms ? render(row.terms) : '',
        ctaLabel: row.cta_label,
      };
    },

    async getPage(slug, language) {
      const text = await this.currentText('page', slug, language);
      if (!text) throw new ApiError(404, 'NOT_FOUND');
      const { termsHtml: _terms, ctaLabel: _cta, ...page } = text;
      return { slug, ...page };
    },

    async listDocuments(filter, page, perPage) {
      const { rows, total } = await repo.listCurrent(db, filter, perPage, (page - 1) * perPage);
      return { data: rows.map(toSummary), total };
    },

    async getDocument(id) {
      const row = await repo.findCurrent(db, parseDocumentId(id));
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      return toDocument(row);
    },

    async saveDocument(id, input, author) {
      const parsed = contentTextSchema.safeParse(input);
      if (!parsed.success) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      return writeVersion(parseDocumentId(id), parsed.data, author, null);
    },

    async listVersions(id, page, perPage) {
      const { rows, total } = await repo.listVersions(db, parseDocumentId(id), perPage, (page - 1) * perPage);
      return { data: rows.map(toVersion), total };
    },

    async restoreVersion(id, version, author) {
      const key = parseDocumentId(id);
      const old = await repo.findVersion(db, key, version);
      if (!old) throw new ApiError(404, 'NOT_FOUND');
      const text: ContentText = {
        title: old.title,
        description: old.description,
        body: old.body,
        terms: old.terms,
        ctaLabel: old.cta_label,
      };
      return writeVersion(key, text, author, version);
    },

    async exportAll() {
      return (await repo.listAllCurrent(db)).map(toDocument);
    },
  };
}
