import {
  ANALYTICS_OPERATOR_PATHS,
  OPERATOR_APPROVAL_PATHS,
  approvalListSchema,
  approvalSchema,
  approvalSettingsSchema,
  type ApprovalDecision,
  KYC_PATHS,
  OPERATOR_PATHS,
  kycSubmissionSchema,
  kycSubmissionsResponseSchema,
  pageViewsResponseSchema,
  type KycDecisionRequest,
  adjustmentResponseSchema,
  auditResponseSchema,
  flagsResponseSchema,
  gameUpdateRequestSchema,
  ledgerResponseSchema,
  messagesResponseSchema,
  operatorCreateRequestSchema,
  operatorGameSchema,
  operatorGamesResponseSchema,
  operatorPath,
  operatorSchema,
  operatorUpdateRequestSchema,
  operatorsResponseSchema,
  playerDetailSchema,
  playersResponseSchema,
  reportsResponseSchema,
  revokeSessionsResponseSchema,
  roundsResponseSchema,
  sessionsResponseSchema,
  testerResponseSchema,
  type AdjustmentRequest,
  type FlagsUpdateRequest,
  type Operator,
  OPERATOR_INBOX_PATHS,
  inboxMessageInputSchema,
  operatorInboxListSchema,
  operatorInboxMessageSchema,
} from '@casino/contract';
import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import { COLLECTIONS_RESOURCE, collectionsMethods } from '../collections/provider.ts';
import { JACKPOTS_RESOURCE, jackpotsMethods } from '../jackpots/provider.ts';
import { MISSIONS_RESOURCE, missionsMethods } from '../missions/provider.ts';
import { CONTENT_RESOURCES, contentMethods } from '../content/contentProvider.ts';
import { errorKey, operatorRequest, type OperatorErrorBody } from './api.ts';

type Query = Record<string, string | number | undefined>;

/** A list the server pages and sorts (`{ data, total }` plus `page`, `perPage`, `sort`, `order`). */
interface ListEndpoint {
  path: string;
  schema: z.ZodType<{ data: { id: string }[]; total: number }>;
  /** The filters the route accepts; anything else in react-admin's filter is dropped. */
  filters: readonly string[];
  /** false: the route answers every row of the filter at once (no page or sort parameters). */
  paged?: boolean;
}

const LISTS: Record<string, ListEndpoint> = {
  messages: { path: OPERATOR_PATHS.messages, schema: messagesResponseSchema, filters: ['to', 'channel'] },
  players: { path: OPERATOR_PATHS.players, schema: playersResponseSchema, filters: ['q'] },
  games: { path: OPERATOR_PATHS.games, schema: operatorGamesResponseSchema, filters: [] },
  audit: {
    path: OPERATOR_PATHS.audit,
    schema: auditResponseSchema,
    filters: ['action', 'operatorId', 'target', 'from', 'to'],
  },
  reports: {
    path: OPERATOR_PATHS.reports,
    schema: reportsResponseSchema,
    filters: ['from', 'to'],
    paged: false,
  },
  operators: { path: OPERATOR_PATHS.operators, schema: operatorsResponseSchema, filters: [] },
  kyc: { path: KYC_PATHS.operatorSubmissions, schema: kycSubmissionsResponseSchema, filters: ['status'] },
  approvals: { path: OPERATOR_APPROVAL_PATHS.list, schema: approvalListSchema, filters: ['status', 'kind'] },
  'inbox-messages': {
    path: OPERATOR_INBOX_PATHS.list,
    schema: operatorInboxListSchema,
    filters: ['kind', 'accountId'],
  },
  pageviews: {
    path: ANALYTICS_OPERATOR_PATHS.pageViews,
    schema: pageViewsResponseSchema,
    filters: ['days'],
    paged: false,
  },
};

/** A player's own lists, read through `<ReferenceManyField reference="ledger" target="accountId">`. */
const PLAYER_LISTS: Record<string, { path: string; schema: ListEndpoint['schema'] }> = {
  ledger: { path: OPERATOR_PATHS.playerLedger, schema: ledgerResponseSchema },
  rounds: { path: OPERATOR_PATHS.playerRounds, schema: roundsResponseSchema },
  sessions: { path: OPERATOR_PATHS.playerSessions, schema: sessionsResponseSchema },
};

function unsupported(): never {
  throw new HttpError(errorKey('NOT_FOUND'), 404, { code: 'NOT_FOUND' } satisfies OperatorErrorBody);
}

function pageQuery(params: Pick<GetListParams, 'pagination' | 'sort'>): Query {
  return {
    page: params.pagination?.page,
    perPage: params.pagination?.perPage,
    // The contract accepts a bare field name; react-admin's default `id` sort means "the server's order".
    sort: params.sort?.field && params.sort.field !== 'id' ? params.sort.field : undefined,
    order: params.sort?.order === 'ASC' ? 'ASC' : 'DESC',
  };
}

/** Keeps the filters a route knows, without empty values (a cleared search box sends ''). */
export function filterQuery(filter: Record<string, unknown> | undefined, allowed: readonly string[]): Query {
  const query: Query = {};
  for (const name of allowed) {
    const value = filter?.[name];
    if (typeof value === 'string' && value.trim() !== '') query[name] = value.trim();
    else if (typeof value === 'number') query[name] = value;
  }
  return query;
}

function endpoint<T>(table: Record<string, T>, resource: string): T {
  const found = Object.hasOwn(table, resource) ? table[resource] : undefined;
  return found ?? unsupported();
}

function withId(operator: Operator) {
  return { ...operator, id: operator.operatorId };
}

/** Rows of our schemas, handed to react-admin's generic record type. */
function records<R extends RaRecord>(rows: readonly { id: string }[]): R[] {
  return rows as unknown as R[];
}

function record<R extends RaRecord>(row: { id: string }): R {
  return row as unknown as R;
}

/** A date-time input's value (a Date, or a local time without a zone) as ISO 8601; empty → null. */
function instant(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString();
  return null;
}

/** The inbox form's values as the API takes them: empty texts and numbers are "none". */
/** The console's segment inputs as the API's segment ("" = any; the phone choice as a boolean). */
function segmentBody(raw: unknown) {
  const s = (raw ?? {}) as Record<string, unknown>;
  return {
    language: typeof s.language === 'string' && s.language !== '' ? s.language : null,
    activeWithinDays: typeof s.activeWithinDays === 'number' ? s.activeWithinDays : null,
    phoneVerified: s.phoneVerified === 'verified' ? true : s.phoneVerified === 'unverified' ? false : null,
  };
}

function inboxMessageBody(data: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return {
    audience: data.audience,
    accountId: data.audience === 'PLAYER' ? text(data.accountId) : null,
    segment: data.audience === 'SEGMENT' ? segmentBody(data.segment) : null,
    titleJa: data.titleJa,
    titleEn: text(data.titleEn),
    bodyJa: data.bodyJa,
    bodyEn: text(data.bodyEn),
    bodyFormat: data.bodyFormat,
    reward: typeof data.reward === 'number' && data.reward > 0 ? data.reward : null,
    sendAt: instant(data.sendAt),
    expiresAt: instant(data.expiresAt),
  };
}

/** react-admin's standard methods over the operator API. */
const standardMethods: DataProvider = {
  async getList(resource, params) {
    if (CONTENT_RESOURCES.has(resource)) return contentMethods.getList(resource, params);
    if (resource === COLLECTIONS_RESOURCE) return collectionsMethods.getList(resource, params);
    if (resource === JACKPOTS_RESOURCE) return jackpotsMethods.getList(resource, params);
    if (resource === MISSIONS_RESOURCE) return missionsMethods.getList(resource, params);
    const list = endpoint(LISTS, resource);
    const query = {
      ...(list.paged === false ? {} : pageQuery(params)),
      ...filterQuery(params.filter, list.filters),
    };
    const answer = await operatorRequest(list.path, { query, schema: list.schema, signal: params.signal });
    // Messages also say where each channel goes (outbox or a real gateway): the list shows it.
    const meta =
      resource === 'messages' ? { transports: messagesResponseSchema.parse(answer).transports } : undefined;
    return { data: records(answer.data), total: answer.total, meta };
  },

  async getManyReference(resource, params) {
    const list = endpoint(PLAYER_LISTS, resource);
    const path = operatorPath(list.path, { accountId: String(params.id) });
    const answer = await operatorRequest(path, {
      query: pageQuery(params),
      schema: list.schema,
      signal: params.signal,
    });
    return { data: records(answer.data), total: answer.total };
  },

  async getOne(resource, params) {
    if (CONTENT_RESOURCES.has(resource)) return contentMethods.getOne(resource, params);
    if (resource === COLLECTIONS_RESOURCE) return collectionsMethods.getOne(resource, params);
    if (resource === JACKPOTS_RESOURCE) return jackpotsMethods.getOne(resource, params);
    if (resource === MISSIONS_RESOURCE) return missionsMethods.getOne(resource, params);
    if (resource === 'kyc') {
      const path = operatorPath(KYC_PATHS.operatorSubmission, { submissionId: String(params.id) });
      return {
        data: record(await operatorRequest(path, { schema: kycSubmissionSchema, signal: params.signal })),
      };
    }
    if (resource === 'approvals') {
      const path = operatorPath(OPERATOR_APPROVAL_PATHS.item, { approvalId: String(params.id) });
      return { data: record(await operatorRequest(path, { schema: approvalSchema, signal: params.signal })) };
    }
    if (resource !== 'players') unsupported();
    const path = operatorPath(OPERATOR_PATHS.player, { accountId: String(params.id) });
    return {
      data: record(await operatorRequest(path, { schema: playerDetailSchema, signal: params.signal })),
    };
  },

  async getMany() {
    return unsupported();
  },

  async create(resource, params) {
    if (CONTENT_RESOURCES.has(resource)) return contentMethods.create(resource, params);
    if (resource === 'inbox-messages') {
      const body = inboxMessageInputSchema.parse(inboxMessageBody(params.data as Record<string, unknown>));
      const created = await operatorRequest(OPERATOR_INBOX_PATHS.list, {
        method: 'POST',
        body,
        schema: operatorInboxMessageSchema,
      });
      return { data: record(created) };
    }
    if (resource === COLLECTIONS_RESOURCE) return collectionsMethods.create(resource, params);
    if (resource === MISSIONS_RESOURCE) return missionsMethods.create(resource, params);
    if (resource !== 'operators') unsupported();
    const body = operatorCreateRequestSchema.parse(params.data);
    const created = await operatorRequest(OPERATOR_PATHS.operators, {
      method: 'POST',
      body,
      schema: operatorSchema,
    });
    return { data: record(withId(created)) };
  },

  async update(resource, params) {
    if (CONTENT_RESOURCES.has(resource)) return contentMethods.update(resource, params);
    if (resource === COLLECTIONS_RESOURCE) return collectionsMethods.update(resource, params);
    if (resource === JACKPOTS_RESOURCE) return jackpotsMethods.update(resource, params);
    if (resource === MISSIONS_RESOURCE) return missionsMethods.update(resource, params);
    if (resource === 'games') {
      const body = gameUpdateRequestSchema.parse(params.data);
      const path = operatorPath(OPERATOR_PATHS.game, { gameCode: String(params.id) });
      return {
        data: record(await operatorRequest(path, { method: 'PATCH', body, schema: operatorGameSchema })),
      };
    }
    if (resource === 'operators') {
      const body = operatorUpdateRequestSchema.parse(params.data);
      const path = operatorPath(OPERATOR_PATHS.operator, { operatorId: String(params.id) });
      const updated = await operatorRequest(path, { method: 'PATCH', body, schema: operatorSchema });
      return { data: record(withId(updated)) };
    }
    return unsupported();
  },

  async updateMany() {
    return unsupported();
  },
  async delete(resource, params) {
    if (resource === COLLECTIONS_RESOURCE) return collectionsMethods.delete(resource, params);
    return unsupported();
  },
  async deleteMany() {
    return unsupported();
  },
};

/** The player actions and the channel flags, called through `useDataProvider<OperatorDataProvider>()`. */
const operatorActions = {
  adjustBalance(accountId: string, request: AdjustmentRequest) {
    const path = operatorPath(OPERATOR_PATHS.playerAdjustments, { accountId });
    return operatorRequest(path, { method: 'POST', body: request, schema: adjustmentResponseSchema });
  },

  setTester(accountId: string, tester: boolean) {
    const path = operatorPath(OPERATOR_PATHS.playerTester, { accountId });
    return operatorRequest(path, { method: 'POST', body: { tester }, schema: testerResponseSchema });
  },

  async unlockPlayer(accountId: string): Promise<void> {
    await operatorRequest(operatorPath(OPERATOR_PATHS.playerUnlock, { accountId }), { method: 'POST' });
  },

  /** One session (its id) or, without one, every session of the player. */
  revokeSessions(accountId: string, sessionId?: string) {
    const path = operatorPath(OPERATOR_PATHS.playerRevokeSessions, { accountId });
    return operatorRequest(path, {
      method: 'POST',
      body: sessionId ? { sessionId } : {},
      schema: revokeSessionsResponseSchema,
    });
  },

  decideKyc(submissionId: string, decision: KycDecisionRequest) {
    const path = operatorPath(KYC_PATHS.operatorDecision, { submissionId });
    return operatorRequest(path, { method: 'POST', body: decision, schema: kycSubmissionSchema });
  },

  /** Approve or reject the revision the operator saw (separation of duties; the server audits it). */
  decideApproval(approvalId: string, approve: boolean, decision: ApprovalDecision) {
    const path = operatorPath(approve ? OPERATOR_APPROVAL_PATHS.approve : OPERATOR_APPROVAL_PATHS.reject, {
      approvalId,
    });
    return operatorRequest(path, { method: 'POST', body: decision, schema: approvalSchema });
  },

  getApprovalSettings() {
    return operatorRequest(OPERATOR_APPROVAL_PATHS.settings, { schema: approvalSettingsSchema });
  },

  updateApprovalSettings(fourEyesThreshold: number) {
    return operatorRequest(OPERATOR_APPROVAL_PATHS.settings, {
      method: 'PUT',
      body: { fourEyesThreshold },
      schema: approvalSettingsSchema,
    });
  },

  /** Cancels a scheduled inbox message before it is sent (the server audits it). */
  cancelInboxMessage(messageId: string) {
    const path = operatorPath(OPERATOR_INBOX_PATHS.cancel, { messageId });
    return operatorRequest(path, { method: 'POST', schema: operatorInboxMessageSchema });
  },

  getFlags() {
    return operatorRequest(OPERATOR_PATHS.flags, { schema: flagsResponseSchema });
  },

  updateFlags(patch: FlagsUpdateRequest) {
    return operatorRequest(OPERATOR_PATHS.flags, {
      method: 'PATCH',
      body: patch,
      schema: flagsResponseSchema,
    });
  },
};

export type OperatorDataProvider = DataProvider & typeof operatorActions;

/**
 * The console's one data provider: react-admin's calls become the operator API of
 * `packages/contract/src/operator.ts`, every answer checked against the contract's schema.
 */
export function createDataProvider(): OperatorDataProvider {
  // Queries of an unmounted screen (a closed tab, a left page) are cancelled.
  return { ...standardMethods, ...operatorActions, supportAbortSignal: true };
}
