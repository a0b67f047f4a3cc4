import {
  OPERATOR_CONTENT_PATHS,
  contentDocumentId,
  contentDocumentSchema,
  contentDocumentsResponseSchema,
  contentPreviewResponseSchema,
  contentTextSchema,
  contentVersionsResponseSchema,
  operatorPath,
  operatorPromoCodeSchema,
  operatorPromoCodesResponseSchema,
  operatorPromotionSchema,
  operatorPromotionsResponseSchema,
  promoCodeCreateRequestSchema,
  promoCodeUpdateRequestSchema,
  promotionCreateRequestSchema,
  promotionUpdateRequestSchema,
  type ContentKind,
  type ContentLanguage,
} from '@casino/contract';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { operatorRequest } from '../lib/api.ts';

/**
 * The content screens' part of the data provider (lib/dataProvider.ts delegates these resources here):
 * `content` (page and promotion texts, id `<kind>_<slug>_<language>`), `promotions` (id = slug) and
 * `promo-codes` (id = code). Saving a text is a PUT: it makes a new version, or the first one.
 */
export const CONTENT_RESOURCES = new Set(['content', 'promotions', 'promo-codes']);

const P = OPERATOR_CONTENT_PATHS;

function pageQuery(params: Pick<GetListParams, 'pagination'>) {
  return { page: params.pagination?.page, perPage: params.pagination?.perPage };
}

function asRecords<R extends RaRecord>(rows: readonly { id: string }[]): R[] {
  return rows as unknown as R[];
}
function asRecord<R extends RaRecord>(row: { id: string }): R {
  return row as unknown as R;
}

/** react-admin's date-time inputs give a local time without a zone, or a Date: the API wants ISO 8601. */
export function toInstant(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString();
  }
  return value;
}

function withInstants<T extends Record<string, unknown>>(data: T): T {
  return {
    ...data,
    ...('startDate' in data ? { startDate: toInstant(data.startDate) } : {}),
    ...('endDate' in data ? { endDate: toInstant(data.endDate) } : {}),
  };
}

/** Only the fields an update may send (react-admin hands back the whole record). */
function pick<T extends object>(data: Record<string, unknown>, keys: readonly (keyof T & string)[]) {
  return Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
}

function textOf(data: Record<string, unknown>) {
  const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return contentTextSchema.parse({
    title: data.title,
    description: data.description ?? '',
    body: data.body ?? '',
    terms: blankToNull(data.terms),
    ctaLabel: blankToNull(data.ctaLabel),
  });
}

export const contentMethods: Pick<DataProvider, 'getList' | 'getOne' | 'create' | 'update'> = {
  async getList(resource, params) {
    const filter = (params.filter ?? {}) as Record<string, string | undefined>;
    if (resource === 'content') {
      const answer = await operatorRequest(P.documents, {
        query: {
          ...pageQuery(params),
          kind: filter.kind || undefined,
          language: filter.language || undefined,
        },
        schema: contentDocumentsResponseSchema,
        signal: params.signal,
      });
      return { data: asRecords(answer.data), total: answer.total };
    }
    if (resource === 'promotions') {
      const answer = await operatorRequest(P.promotions, {
        query: pageQuery(params),
        schema: operatorPromotionsResponseSchema,
        signal: params.signal,
      });
      return { data: asRecords(answer.data), total: answer.total };
    }
    const answer = await operatorRequest(P.promoCodes, {
      query: { ...pageQuery(params), promotionSlug: filter.promotionSlug || undefined },
      schema: operatorPromoCodesResponseSchema,
      signal: params.signal,
    });
    return { data: asRecords(answer.data), total: answer.total };
  },

  async getOne(resource, params) {
    const id = String(params.id);
    if (resource === 'content') {
      const path = operatorPath(P.document, { id });
      return {
        data: asRecord(await operatorRequest(path, { schema: contentDocumentSchema, signal: params.signal })),
      };
    }
    if (resource === 'promotions') {
      const path = operatorPath(P.promotion, { slug: id });
      return {
        data: asRecord(
          await operatorRequest(path, { schema: operatorPromotionSchema, signal: params.signal }),
        ),
      };
    }
    const path = operatorPath(P.promoCode, { code: id });
    return {
      data: asRecord(await operatorRequest(path, { schema: operatorPromoCodeSchema, signal: params.signal })),
    };
  },

  async create(resource, params) {
    const data = params.data as Record<string, unknown>;
    if (resource === 'content') {
      const id = contentDocumentId(
        data.kind as ContentKind,
        String(data.slug),
        data.language as ContentLanguage,
      );
      const path = operatorPath(P.document, { id });
      return {
        data: asRecord(
          await operatorRequest(path, { method: 'PUT', body: textOf(data), schema: contentDocumentSchema }),
        ),
      };
    }
    if (resource === 'promotions') {
      const body = promotionCreateRequestSchema.parse(
        withInstants({ bannerUrl: null, published: true, ...data }),
      );
      return {
        data: asRecord(
          await operatorRequest(P.promotions, { method: 'POST', body, schema: operatorPromotionSchema }),
        ),
      };
    }
    const body = promoCodeCreateRequestSchema.parse(withInstants(data));
    return {
      data: asRecord(
        await operatorRequest(P.promoCodes, { method: 'POST', body, schema: operatorPromoCodeSchema }),
      ),
    };
  },

  async update(resource, params) {
    const id = String(params.id);
    const data = params.data as Record<string, unknown>;
    if (resource === 'content') {
      const path = operatorPath(P.document, { id });
      return {
        data: asRecord(
          await operatorRequest(path, { method: 'PUT', body: textOf(data), schema: contentDocumentSchema }),
        ),
      };
    }
    if (resource === 'promotions') {
      const body = promotionUpdateRequestSchema.parse(
        withInstants(pick(data, ['bannerUrl', 'ctaPath', 'startDate', 'endDate', 'published'] as const)),
      );
      const path = operatorPath(P.promotion, { slug: id });
      return {
        data: asRecord(
          await operatorRequest(path, { method: 'PATCH', body, schema: operatorPromotionSchema }),
        ),
      };
    }
    const body = promoCodeUpdateRequestSchema.parse(
      withInstants(pick(data, ['amount', 'startDate', 'endDate', 'maxRedemptions', 'disabled'] as const)),
    );
    const path = operatorPath(P.promoCode, { code: id });
    return {
      data: asRecord(await operatorRequest(path, { method: 'PATCH', body, schema: operatorPromoCodeSchema })),
    };
  },
};

/** The Markdown preview of the editor: the server's own rendering, sanitised as the site gets it. */
export async function previewMarkdown(markdown: string, signal?: AbortSignal): Promise<string> {
  const answer = await operatorRequest(P.preview, {
    method: 'POST',
    body: { markdown },
    schema: contentPreviewResponseSchema,
    signal,
  });
  return answer.html;
}

export function listVersions(id: string, signal?: AbortSignal) {
  return operatorRequest(operatorPath(P.documentVersions, { id }), {
    query: { perPage: 100 },
    schema: contentVersionsResponseSchema,
    signal,
  });
}

export function restoreVersion(id: string, version: number) {
  return operatorRequest(operatorPath(P.documentRestore, { id }), {
    method: 'POST',
    body: { version },
    schema: contentDocumentSchema,
  });
}
