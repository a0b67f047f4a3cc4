import { z } from 'zod';

/**
 * The error-code catalogue (SPEC §8). Every error response of the API is
 * `{ "error": { "code": <one of these> } }`; clients map codes to localized texts and treat any
 * code they do not know as TECHNICAL_ERROR.
 */
export const ERROR_CODES = [
  'INVALID_USER_OR_EMAIL',
  'REQUEST_VALIDATION_ERROR',
  'TECHNICAL_ERROR',
  'USER_LOCKED_OUT',
  'DISPLAYNAME_ALREADY_EXISTS',
  'EMAIL_ALREADY_EXISTS',
  'INVALID_CURRENT_PASSWORD',
  'INVALID_ONE_TIME_PASSWORD',
  'PHONE_NUMBER_EXISTS',
  'PHONE_NUMBER_NOT_VERIFIED',
  'PHONE_NUMBER_NOT_INCLUDED',
  'TESTER_ACCOUNT_DELETION_FORBIDDEN',
  'BONUS_CANNOT_BE_CLAIMED',
  'INVALID_CAPTCHA',
  /** Not in SPEC §8's table: answered with 401 when a call needs a signed-in player. */
  'UNAUTHORIZED',
  /** Not in SPEC §8's table: an unknown API path or resource (404). */
  'NOT_FOUND',
  /** Not in SPEC §8's table: too many requests from one client or for one account (429). */
  'TOO_MANY_REQUESTS',
  /** Not in SPEC §8's table: a password-reset link that is invalid, used or outdated ("start again"). */
  'RESET_TOKEN_INVALID',
  /** Not in SPEC §8's table: a bet larger than the balance (wallet; the provider API also returns the balance). */
  'INSUFFICIENT_FUNDS',
  /** Not in SPEC §8's table: a wallet idempotency key (transaction id) reused with different data (409). */
  'IDEMPOTENCY_KEY_REUSED',
  /** Not in SPEC §8's table: a signed-in operator whose role may not do this (403). */
  'FORBIDDEN',
  /** Not in SPEC §8's table: an operator must replace a first-start password before anything else (403). */
  'OPERATOR_PASSWORD_CHANGE_REQUIRED',
  /** Not in SPEC §8's table: the channel's maintenence flag is on; play and bonuses wait (503). */
  'MAINTENANCE',
  /** Not in SPEC §8's table: a win that would take the balance over its cap (2^53 − 1 coins); nothing moved (409). */
  'BALANCE_LIMIT_EXCEEDED',
  /** Not in SPEC §8's table: a provider's win over the round's cap (a multiple of its stake, a set maximum); nothing moved (409). */
  'WIN_LIMIT_EXCEEDED',
  /** Not in SPEC §8's table: a state-changing request from another site (Origin / Sec-Fetch-Site; 403). */
  'CROSS_SITE_REQUEST_REFUSED',
  /** Not in SPEC §8's table: a raffle that is closed, drawn or cancelled, or a started raffle's terms (409). */
  'RAFFLE_NOT_EDITABLE',
  /** Not in SPEC §8's table: a tournament that started, ended or was cancelled cannot be changed (409). */
  'TOURNAMENT_NOT_EDITABLE',
  /** Not in SPEC §8's table: another tournament already has this reference (409). */
  'TOURNAMENT_REF_EXISTS',
  /** Not in SPEC §8's table: no promo code of that name (404). */
  'PROMO_CODE_INVALID',
  /** Not in SPEC §8's table: a promo code outside its period or switched off (409). */
  'PROMO_CODE_EXPIRED',
  /** Not in SPEC §8's table: a promo code whose cap of redemptions is reached (409). */
  'PROMO_CODE_EXHAUSTED',
  /** Not in SPEC §8's table: this player has redeemed this code before (409). */
  'PROMO_CODE_ALREADY_REDEEMED',
  /** Not in SPEC §8's table: a date of birth under 18 years (sign-up, KYC; 400). */
  'AGE_UNDER_18',
  /** Not in SPEC §8's table: a KYC document that is not a JPEG, PNG or script-free PDF, or whose name or type disagrees with its bytes (400). */
  'DOCUMENT_TYPE_NOT_ALLOWED',
  /** Not in SPEC §8's table: a KYC document over the size limit (413). */
  'DOCUMENT_TOO_LARGE',
  /** Not in SPEC §8's table: a KYC submission while one is pending or approved, or a decision on one no longer pending (409). */
  'KYC_ALREADY_SUBMITTED',
  /** Not in SPEC §8's table: GET /launch-sportsbook with no sportsbook configured (SPORTSBOOK_URL; 404). */
  'SPORTSBOOK_NOT_CONFIGURED',
  /** Not in SPEC §8's table: a pick outside the pending decision's options (studio decide; 400). */
  'ROUND_CHOICE_INVALID',
  /** Not in SPEC §8's table: the round no longer waits for this decision (answered otherwise, or settled; 409). */
  'ROUND_DECISION_CLOSED',
  /** Not in SPEC §8's table: an operator deciding their own proposal of coin-paying terms (403). */
  'APPROVAL_OWN_PROPOSAL',
  /** Not in SPEC §8's table: the proposal was decided already or its terms changed since it was read (409). */
  'APPROVAL_STALE',
  /** Not in SPEC §8's table: a bet that would pass a limit the player set (error.limit says which; 409). */
  'PLAY_LIMIT_REACHED',
  /** Not in SPEC §8's table: the player is taking a break; no play until error.until (403). */
  'PLAY_ON_BREAK',
  /** Not in SPEC §8's table: the player is self-excluded; no play until error.until (null: indefinite; 403). */
  'PLAY_SELF_EXCLUDED',
  /** Not in SPEC §8's table: an indefinite exclusion may be asked to be lifted only 6 months after it began, once (409). */
  'SELF_EXCLUSION_NOT_LIFTABLE',
  /** Not in SPEC §8's table: a break or exclusion that would end sooner than the one in force (409). */
  'PLAY_RESTRICTION_NOT_SHORTENED',
  /** Not in SPEC §8's table: a heart on more games than an account may keep (FAVOURITES_MAX; 409). */
  'FAVOURITES_FULL',
  /** Not in SPEC §8's table: an inbox message whose reward was claimed already (one claim per message and player; 409). */
  'INBOX_REWARD_ALREADY_CLAIMED',
  /** Not in SPEC §8's table: an inbox message past its expiry: its reward can no longer be claimed (409). */
  'INBOX_MESSAGE_EXPIRED',
  /** Not in SPEC §8's table: an inbox message that carries no reward (409). */
  'INBOX_NO_REWARD',
  /** Not in SPEC §8's table: a scheduled inbox message that was sent or cancelled already (409). */
  'INBOX_MESSAGE_NOT_EDITABLE',
  /** Not in SPEC §8's table: no level reached whose reward is still to claim (409). */
  'LEVEL_REWARD_NOTHING_TO_CLAIM',
  /** Not in SPEC §8's table: this month's VIP gift was claimed already, or the tier has none (409). */
  'VIP_GIFT_NOT_AVAILABLE',
  /** Not in SPEC §8's table: a mission not offered to this player now (unknown, inactive, or past its wager limit; 404). */
  'MISSION_NOT_FOUND',
  /** Not in SPEC §8's table: a mission whose target is not reached yet (409). */
  'MISSION_NOT_COMPLETED',
  /** Not in SPEC §8's table: a mission whose reward for this period was claimed already (409). */
  'MISSION_ALREADY_CLAIMED',
  /** Not in SPEC §8's table: a mission past its claim deadline (409). */
  'MISSION_CLAIM_EXPIRED',
  /** Not in SPEC §8's table: the console's mission takes a ladder's tier that another mission of its cadence has (409). */
  'MISSION_LADDER_TIER_EXISTS',
  /** Not in SPEC §8's table: no refill now — the balance is not low enough or the daily bonus is there to claim (error.reason; 409). */
  'REFILL_NOT_ELIGIBLE',
  /** Not in SPEC §8's table: the last refill was too recent; error.availableAt says when the next one opens (409). */
  'REFILL_TOO_EARLY',
  /** Not in SPEC §8's table: the console's jackpot terms would put a participating title's RTP (base + jackpot share) outside 94–97 % (error.gameCodes; 400). */
  'JACKPOT_RTP_OUT_OF_RANGE',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * The shape of every error body, `{ "error": { "code" } }`, over a vocabulary of codes: the player API's
 * catalogue here, the seamless-wallet API's own codes in wallet.ts. Some codes carry details beside the
 * code (a refused play movement's `limit` and `until`: responsible-play.ts playRefusalSchema), kept as sent.
 */
export function errorEnvelopeSchema<Code extends z.ZodType<string>>(code: Code) {
  return z.object({ error: z.looseObject({ code }) });
}

export const errorResponseSchema = errorEnvelopeSchema(errorCodeSchema);
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Any code a client does not know is shown as a technical error (SPEC §8, "any other code"). */
export function normalizeErrorCode(value: unknown): ErrorCode {
  return isErrorCode(value) ? value : 'TECHNICAL_ERROR';
}
