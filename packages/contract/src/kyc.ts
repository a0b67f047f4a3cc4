import { z } from 'zod';
import { captchaDataSchema, signupRequestSchema } from './auth.ts';
import { displayNameSchema, emailSchema, newPasswordSchema } from './fields.ts';
import { languageCodeSchema } from './languages.ts';
import { realityCheckIntervalSchema } from './responsible-play.ts';

/**
 * Identity verification (SPEC §1 "identity verification (kyc) page", §2 `/kyc`). A player sends their
 * details and a photo of an identity document; an operator with the support role approves or rejects.
 * Status: `unverified` (nothing sent) → `pending` → `approved` | `rejected` (with a reason; the player
 * may send again).
 */
export const KYC_PATHS = {
  /** GET: the player's status and the details to pre-fill; POST: a submission. */
  kyc: '/kyc',
  /** Operator API (support role): submissions, one submission, its document, the decision. */
  operatorSubmissions: '/operator/kyc',
  operatorSubmission: '/operator/kyc/:submissionId',
  operatorDocument: '/operator/kyc/:submissionId/document',
  operatorDecision: '/operator/kyc/:submissionId/decision',
} as const;

export const KYC_STATUSES = ['unverified', 'pending', 'approved', 'rejected'] as const;
export const kycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** The documents accepted, recognised by their first bytes (never by their name). */
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const kycDocumentTypeSchema = z.enum(KYC_DOCUMENT_TYPES);
export type KycDocumentType = z.infer<typeof kycDocumentTypeSchema>;
/** The file name endings each type may carry: a PNG named `.pdf` is refused. */
export const KYC_DOCUMENT_EXTENSIONS: Record<KycDocumentType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};
/** Largest document accepted (decoded bytes): a phone photo fits; a body is at most ~4/3 of it in base64. */
export const KYC_DOCUMENT_MAX_BYTES = 4 * 1024 * 1024;
/** The base64 length of a KYC_DOCUMENT_MAX_BYTES document (5,592,408 characters). */
export const KYC_DOCUMENT_BASE64_MAX = Math.ceil(KYC_DOCUMENT_MAX_BYTES / 3) * 4;
/** The youngest a player may be (SPEC §3 isAgeOver18). */
export const KYC_MIN_AGE = 18;

/** Japan's 47 prefectures are free text here (ja or en spelling); post codes are 7 digits, hyphen optional. */
export const POST_CODE_PATTERN = /^\d{3}-?\d{4}$/;
export const postCodeSchema = z.string().trim().regex(POST_CODE_PATTERN, 'validation.postCodeInvalid');
export const dateOfBirthSchema = z.iso.date({ error: 'validation.dateOfBirthInvalid' });
const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

/** The details a player gives (and the alternative sign-up pre-fills). */
export const kycDetailsSchema = z.object({
  fullName: text(100),
  dateOfBirth: dateOfBirthSchema,
  prefecture: text(40),
  municipality: text(80),
  address: text(200),
  postCode: postCodeSchema,
});
export type KycDetails = z.infer<typeof kycDetailsSchema>;

/** POST /kyc. The document travels base64-encoded in the JSON body (the API takes JSON only). */
export const kycSubmitRequestSchema = kycDetailsSchema.extend({
  document: z.object({
    fileName: z.string().min(1).max(200),
    /** What the browser says the file is; it must agree with what its bytes are. */
    contentType: z.string().min(1).max(100),
    /**
     * Base64 of the file; the server decodes it and checks its size and first bytes. The 1 KiB over
     * KYC_DOCUMENT_BASE64_MAX lets a document just over the size answer 413 DOCUMENT_TOO_LARGE.
     */
    data: z
      .string()
      .min(1)
      .max(KYC_DOCUMENT_BASE64_MAX + 1024),
  }),
});
export type KycSubmitRequest = z.infer<typeof kycSubmitRequestSchema>;
/**
 * The largest POST /kyc body the server reads (~5.4 MiB): the largest document's base64 and 64 KiB
 * for the details and JSON. A larger body is refused with 413 from its Content-Length before it is read.
 */
export const KYC_BODY_LIMIT = KYC_DOCUMENT_BASE64_MAX + 64 * 1024;

/** GET /kyc and the answer to POST /kyc. `details` pre-fills the form (last submission or sign-up). */
export const kycStateSchema = z.object({
  status: kycStatusSchema,
  /** Why an operator rejected the last submission (rejected only). */
  reason: z.string().nullable(),
  submittedDate: z.string().nullable(),
  decidedDate: z.string().nullable(),
  details: kycDetailsSchema.partial(),
});
export type KycState = z.infer<typeof kycStateSchema>;

// ---- Operator review ------------------------------------------------------------------------------

export const kycSubmissionSchema = kycDetailsSchema.extend({
  id: z.string(),
  accountId: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  status: kycStatusSchema,
  reason: z.string().nullable(),
  documentType: kycDocumentTypeSchema,
  documentSize: z.number().int(),
  submittedDate: z.string(),
  decidedDate: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;
export const kycSubmissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  order: z.enum(['ASC', 'DESC']).default('ASC'),
});
export type KycSubmissionsQuery = z.infer<typeof kycSubmissionsQuerySchema>;
export const kycSubmissionsResponseSchema = z.object({
  data: z.array(kycSubmissionSchema),
  total: z.number().int().nonnegative(),
});
export const kycSubmissionParamsSchema = z.object({ submissionId: z.uuid() });
export const kycDecisionRequestSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(3).max(500) }),
]);
export type KycDecisionRequest = z.infer<typeof kycDecisionRequestSchema>;

// ---- The alternative registration shape (SPEC §3) --------------------------------------------------

/**
 * SPEC §3's alternative sign-up: names, date of birth and post code instead of the age checkbox (the
 * server computes the age from the date of birth and refuses under 18). The details pre-fill KYC.
 */
export const alternativeSignupRequestSchema = z.object({
  firstName: text(50),
  lastName: text(50),
  dateOfBirth: dateOfBirthSchema,
  postCode: postCodeSchema,
  email: emailSchema,
  displayName: displayNameSchema,
  password: newPasswordSchema,
  prefecture: text(40).optional(),
  municipality: text(80).optional(),
  address: text(200).optional(),
  promoCode: z.string().trim().min(1).max(64).optional(),
  siteRef: z.string().max(64).optional(),
  languageCode: languageCodeSchema.optional(),
  captchaData: captchaDataSchema.optional(),
  realityCheckMinutes: realityCheckIntervalSchema.optional(),
});
export type AlternativeSignupRequest = z.infer<typeof alternativeSignupRequestSchema>;

/** POST /auth/signup takes either shape; a body with `firstName` is the alternative one. */
export const anySignupRequestSchema = z.union([
  signupRequestSchema.extend({ promoCode: z.string().trim().min(1).max(64).optional() }),
  alternativeSignupRequestSchema,
]);
export type AnySignupRequest = z.infer<typeof anySignupRequestSchema>;

/** Whole years between a date of birth and `now`, counted in Japan's time zone (the players' own). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const tokyo = new Date(now.getTime() + 9 * 3_600_000);
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = tokyo.getUTCFullYear() - y;
  const month = tokyo.getUTCMonth() + 1;
  if (month < m || (month === m && tokyo.getUTCDate() < d)) age -= 1;
  return age;
}
