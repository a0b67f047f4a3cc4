import { randomUUID } from 'node:crypto';
import {
  ageOn,
  KYC_MIN_AGE,
  type KycDecisionRequest,
  type KycDetails,
  type KycDocumentType,
  type KycState,
  type KycSubmission,
  type KycSubmissionsQuery,
  type KycSubmitRequest,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Actor, AuditService } from '../operator/operator.audit.ts';
import { checkDocument, STORED_EXTENSION } from './kyc.document.ts';
import * as repo from './kyc.repository.ts';
import type { DocumentStore } from './kyc.store.ts';

export interface KycService {
  /** The player's status (unverified when nothing was sent) and the details to pre-fill the form. */
  state(accountId: string): Promise<KycState>;
  /**
   * A new submission (pending): the details and the document, decoded as the body streamed in
   * (kyc.upload-body.ts). AGE_UNDER_18, DOCUMENT_*, KYC_ALREADY_SUBMITTED when one is open.
   */
  submit(accountId: string, body: KycSubmitFields, bytes: Buffer): Promise<KycState>;
  /** Keeps details a player gave at sign-up, to pre-fill the form later. */
  saveProfile(accountId: string, details: Partial<KycDetails>): Promise<void>;
  /** The status alone (settings, the back office's player page). */
  status(accountId: string): Promise<KycState['status']>;
  list(query: KycSubmissionsQuery): Promise<{ data: KycSubmission[]; total: number }>;
  get(submissionId: string): Promise<KycSubmission>;
  /** The document's bytes and type, for the operator API only; the read is audited. */
  document(actor: Actor, submissionId: string): Promise<{ type: KycDocumentType; bytes: Buffer }>;
  decide(actor: Actor, submissionId: string, decision: KycDecisionRequest): Promise<KycSubmission>;
}

/** POST /kyc's body without the document's base64, which arrives decoded beside it. */
export type KycSubmitFields = Omit<KycSubmitRequest, 'document'> & {
  document: Omit<KycSubmitRequest['document'], 'data'>;
};

export interface KycServiceDeps {
  db: Db;
  clock: Clock;
  store: DocumentStore;
  audit: AuditService;
}

type SubmissionRow = NonNullable<Awaited<ReturnType<typeof repo.findSubmission>>>;

function toSubmission(row: SubmissionRow): KycSubmission {
  return {
    id: row.submission_id,
    accountId: row.account_id,
    displayName: row.display_name,
    email: row.email,
    fullName: row.full_name,
    dateOfBirth: row.date_of_birth,
    prefecture: row.prefecture,
    municipality: row.municipality,
    address: row.address,
    postCode: row.post_code,
    status: row.status,
    reason: row.reason,
    documentType: row.document_type,
    documentSize: row.document_size,
    submittedDate: row.submitted_at.toISOString(),
    decidedDate: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
  };
}

/** A player's KYC state: their latest submission, else the details saved so far (unverified). */
export async function kycState(db: DbOrTx, accountId: string): Promise<KycState> {
  const latest = await repo.latestSubmission(db, accountId);
  if (latest) {
    return {
      status: latest.status,
      reason: latest.status === 'rejected' ? latest.reason : null,
      submittedDate: latest.submitted_at.toISOString(),
      decidedDate: latest.decided_at?.toISOString() ?? null,
      details: {
        fullName: latest.full_name,
        dateOfBirth: latest.date_of_birth,
        prefecture: latest.prefecture,
        municipality: latest.municipality,
        address: latest.address,
        postCode: latest.post_code,
      },
    };
  }
  const profile = await repo.findProfile(db, accountId);
  const details: KycState['details'] = {};
  if (profile?.full_name) details.fullName = profile.full_name;
  if (profile?.date_of_birth) details.dateOfBirth = profile.date_of_birth;
  if (profile?.prefecture) details.prefecture = profile.prefecture;
  if (profile?.municipality) details.municipality = profile.municipality;
  if (profile?.address) details.address = profile.address;
  if (profile?.post_code) details.postCode = profile.post_code;
  return { status: 'unverified', reason: null, submittedDate: null, decidedDate: null, details };
}

/** Identity verification (module README: docs/api/kyc.md). */
export function createKycService({ db, clock, store, audit }: KycServiceDeps): KycService {
  const state = (accountId: string) => kycState(db, accountId);

  async function get(submissionId: string): Promise<KycSubmission> {
    const row = await repo.findSubmission(db, submissionId);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    return toSubmission(row);
  }

  return {
    state,
    async status(accountId) {
      return (await repo.latestSubmission(db, accountId))?.status ?? 'unverified';
    },

    async saveProfile(accountId, details) {
      await repo.upsertProfile(db, {
        account_id: accountId,
        full_name: details.fullName ?? null,
        date_of_birth: details.dateOfBirth ?? null,
        prefecture: details.prefecture ?? null,
        municipality: details.municipality ?? null,
        address: details.address ?? null,
        post_code: details.postCode ?? null,
        updated_at: clock.now(),
      });
    },

    async submit(accountId, body, bytes) {
      if (ageOn(body.dateOfBirth, clock.now()) < KYC_MIN_AGE) throw new ApiError(400, 'AGE_UNDER_18');
      const latest = await repo.latestSubmission(db, accountId);
      if (latest && latest.status !== 'rejected') throw new ApiError(409, 'KYC_ALREADY_SUBMITTED');
      const document = await checkDocument({ ...body.document, bytes });
      // A random name, never the player's file name: the document's key in the store.
      const file = `${randomUUID()}.${STORED_EXTENSION[document.type]}`;
      try {
        await db.transaction().execute(async (tx) => {
          await repo.insertSubmission(tx, {
            submission_id: randomUUID(),
            account_id: accountId,
            full_name: body.fullName,
            date_of_birth: body.dateOfBirth,
            prefecture: body.prefecture,
            municipality: body.municipality,
            address: body.address,
            post_code: body.postCode,
            document_file: file,
            document_type: document.type,
            document_size: document.bytes.length,
            submitted_at: clock.now(),
          });
          // The row and its document commit together (the database store's chunks reference the row).
          await store.put(tx, file, document.bytes);
        });
      } catch (error) {
        // Two submissions at once: the unique index lets one through.
        if (uniqueViolation(error) !== undefined) throw new ApiError(409, 'KYC_ALREADY_SUBMITTED');
        throw error;
      }
      return state(accountId);
    },

    async list(query) {
      const { rows, total } = await repo.listSubmissions(
        db,
        { status: query.status },
        query.perPage,
        (query.page - 1) * query.perPage,
        query.order === 'ASC',
      );
      return { data: rows.map(toSubmission), total };
    },

    get,

    async document(actor, submissionId) {
      const row = await repo.findSubmission(db, submissionId);
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      const bytes = await store.read(db, row.document_file);
      // A submission written before documents moved into the database, not imported from its host's disk yet.
      if (!bytes) throw new ApiError(404, 'NOT_FOUND');
      await audit.record(actor, 'kyc.document_viewed', `kyc:${submissionId}`);
      return { type: row.document_type, bytes };
    },

    async decide(actor, submissionId, decision) {
      const before = await get(submissionId);
      const status = decision.decision === 'approve' ? 'approved' : 'rejected';
      const reason = decision.decision === 'reject' ? decision.reason : null;
      await db.transaction().execute(async (tx) => {
        const decided = await repo.decideSubmission(tx, submissionId, {
          status,
          reason,
          decidedAt: clock.now(),
          decidedBy: actor.email ?? actor.operatorId ?? 'operator',
        });
        if (!decided) throw new ApiError(409, 'KYC_ALREADY_SUBMITTED');
        await audit.record(
          actor,
          status === 'approved' ? 'kyc.approved' : 'kyc.rejected',
          `kyc:${submissionId}`,
          { before: { status: before.status }, after: { status, reason, accountId: before.accountId } },
          tx,
        );
      });
      return get(submissionId);
    },
  };
}
