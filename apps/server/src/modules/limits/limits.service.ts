import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../errors.ts';
import * as repo from './limits.repository.ts';
import { sha256Hex } from '../../hash.ts';

/** A rate limit: at most `max` (× RATE_LIMIT_MULTIPLIER) hits per fixed window. */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit of the auth, phone, captcha, bonus, launch and studio endpoints (docs/api/auth.md lists them). Per-IP rules
 * key on request.ip (honours TRUST_PROXY); per-account rules on the signed-in account; per-address
 * rules on a hash of the lower-cased e-mail address.
 */
export const RULES = {
  signupIp: { name: 'signup-ip', max: 10, windowMs: HOUR },
  signinIp: { name: 'signin-ip', max: 30, windowMs: 15 * MINUTE },
  forgotPasswordIp: { name: 'forgot-ip', max: 10, windowMs: HOUR },
  forgotPasswordEmail: { name: 'forgot-email', max: 3, windowMs: HOUR },
  resetPasswordIp: { name: 'reset-ip', max: 10, windowMs: 15 * MINUTE },
  changePasswordAccount: { name: 'change-password-account', max: 5, windowMs: 15 * MINUTE },
  otpSmsIp: { name: 'otp-sms-ip', max: 10, windowMs: HOUR },
  otpSmsAccount: { name: 'otp-sms-account', max: 5, windowMs: HOUR },
  /** Per target number (hashed), whoever asks: SMS cannot be used to flood one phone. */
  otpSmsNumberHour: { name: 'otp-sms-number-hour', max: 3, windowMs: HOUR },
  otpSmsNumberDay: { name: 'otp-sms-number-day', max: 10, windowMs: 24 * HOUR },
  otpVerifyAccount: { name: 'otp-verify-account', max: 20, windowMs: HOUR },
  changePhoneAccount: { name: 'change-phone-account', max: 10, windowMs: HOUR },
  deleteAccountAccount: { name: 'delete-account-account', max: 5, windowMs: HOUR },
  uniqueEmailIp: { name: 'unique-email-ip', max: 20, windowMs: 10 * MINUTE },
  uniquePhoneAccount: { name: 'unique-phone-account', max: 20, windowMs: 10 * MINUTE },
  captchaIp: { name: 'captcha-ip', max: 30, windowMs: 10 * MINUTE },
  playerTokenAccount: { name: 'player-token-account', max: 60, windowMs: MINUTE },
  claimBonusAccount: { name: 'claim-bonus-account', max: 20, windowMs: 10 * MINUTE },
  launchAccount: { name: 'launch-account', max: 60, windowMs: MINUTE },
  launchDemoIp: { name: 'launch-demo-ip', max: 60, windowMs: MINUTE },
  studioSessionIp: { name: 'studio-session-ip', max: 60, windowMs: MINUTE },
  studioRoundIp: { name: 'studio-round-ip', max: 600, windowMs: MINUTE },
  studioFairnessIp: { name: 'studio-fairness-ip', max: 120, windowMs: MINUTE },
  studioVerifyIp: { name: 'studio-verify-ip', max: 120, windowMs: MINUTE },
  operatorSigninIp: { name: 'operator-signin-ip', max: 20, windowMs: 15 * MINUTE },
  operatorChangePassword: { name: 'operator-change-password', max: 5, windowMs: 15 * MINUTE },
  /** Leaderboard reads that carry a player token (a secret to check); anonymous reads are not counted. */
  tournamentTokenIp: { name: 'tournament-token-ip', max: 240, windowMs: MINUTE },
  /** Analytics (issue 24): requests per address, then events per address and per visitor session. */
  analyticsIp: { name: 'analytics-ip', max: 120, windowMs: MINUTE },
  analyticsEventsIp: { name: 'analytics-events-ip', max: 600, windowMs: MINUTE },
  analyticsEventsVisitor: { name: 'analytics-events-visitor', max: 120, windowMs: MINUTE },
  /** Search while typing (issue 29): a few queries a second is a fast typist, not a scraper. */
  gameSearchIp: { name: 'game-search-ip', max: 300, windowMs: MINUTE },
  /** Hearts set and cleared (issue 29). */
  favouritesAccount: { name: 'favourites-account', max: 120, windowMs: MINUTE },
  /** Inbox: reading and claiming (issue 29); a claim is idempotent anyway, this bounds the load. */
  inboxAccount: { name: 'inbox-account', max: 300, windowMs: MINUTE },
  /** Level-reward and monthly-gift claims of one player (each pays once by its ledger key anyway). */
  progressionAccount: { name: 'progression-account', max: 300, windowMs: MINUTE },
  /** Issue 30: a player's mission claims (each a ledger attempt). */
  missionsAccount: { name: 'missions-account', max: 300, windowMs: MINUTE },
  /** Unknown paths (not site pages): enumeration at full speed is refused across every process. */
  notFoundIp: { name: 'not-found-ip', max: 60, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

export interface LimitsService {
  /** Counts a hit of `subject` against `rule`; throws 429 TOO_MANY_REQUESTS (with the wait) over the limit. */
  hit(rule: RateRule, subject: string): Promise<void>;
  /** Counts `amount` items (e.g. a batch's events) of `subject`; returns how many of them fit the limit (0…amount). */
  take(rule: RateRule, subject: string, amount: number): Promise<number>;
  /** A preHandler counting one hit per request; `subject` undefined = not counted. */
  guard(
    rule: RateRule,
    subject: (request: FastifyRequest) => string | undefined,
  ): (request: FastifyRequest) => Promise<void>;
}

/** Subjects that are personal data (e-mail addresses) are stored hashed. */
export function hashedSubject(value: string): string {
  return sha256Hex(value).slice(0, 32);
}

export const byIp = (request: FastifyRequest) => request.ip;
export const byAccount = (request: FastifyRequest) => request.session?.accountId;

/**
 * Counters live in PostgreSQL (ARCHITECTURE.md decision 2): every process sees the same counts.
 */
export function createLimitsService(
  db: Db,
  config: Pick<Config, 'rateLimitMultiplier'>,
  clock: Clock,
): LimitsService {
  let hits = 0;
  async function hit(rule: RateRule, subject: string) {
    const now = clock.now();
    const { count, windowStart } = await repo.hit(db, `${rule.name}:${subject}`, now, rule.windowMs);
    // Now and then, forget counters of windows that ended long ago (the longest window is an hour).
    if (++hits % 200 === 0) await repo.deleteStale(db, new Date(now.getTime() - 24 * HOUR));
    // Over the limit: wait until this window ends (sent as Retry-After).
    if (count > rule.max * config.rateLimitMultiplier)
      throw tooManyRequests(windowStart.getTime() + rule.windowMs - now.getTime());
  }
  return {
    hit,
    async take(rule, subject, amount) {
      if (amount <= 0) return 0;
      const { count } = await repo.hit(db, `${rule.name}:${subject}`, clock.now(), rule.windowMs, amount);
      const room = rule.max * config.rateLimitMultiplier - (count - amount);
      return Math.max(0, Math.min(amount, room));
    },
    guard(rule, subject) {
      return async (request) => {
        const value = subject(request);
        if (value !== undefined) await hit(rule, value);
      };
    },
  };
}
