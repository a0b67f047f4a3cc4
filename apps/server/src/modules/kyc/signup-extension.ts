import {
  ageOn,
  KYC_MIN_AGE,
  type AnySignupRequest,
  type KycDetails,
  type SignupRequest,
} from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../errors.ts';
import type { KycService } from './kyc.service.ts';

/**
 * Redeems a promotion's promo code for a player (the content/promotions module implements it; app.ts
 * wires it). Called once, after a successful sign-up that carried a code; it must itself be idempotent
 * per player and code, and its refusals (unknown code, outside its period, cap reached) are its own.
 */
export interface PromoCodeRedeemer {
  redeem(accountId: string, code: string): Promise<unknown>;
}

export interface SignupExtension {
  /** The sign-up the auth service knows, from either shape; AGE_UNDER_18 for a date of birth under 18. */
  toSignup(body: AnySignupRequest): SignupRequest;
  /** After the account exists: keep the details for KYC, apply the promo code. Never throws. */
  afterSignup(accountId: string, body: AnySignupRequest): Promise<void>;
}

function isAlternative(body: AnySignupRequest): body is Extract<AnySignupRequest, { firstName: string }> {
  return 'firstName' in body;
}

/** SPEC §3's alternative registration shape, and the promo code of either shape. */
export function createSignupExtension(deps: {
  clock: Clock;
  kyc: Pick<KycService, 'saveProfile'>;
  promoCodes?: PromoCodeRedeemer;
  log: FastifyBaseLogger;
  /** Responsible play: the reality-check interval chosen at sign-up (issue 28). */
  setRealityCheck?: (accountId: string, minutes: 0 | 15 | 30 | 60) => Promise<unknown>;
}): SignupExtension {
  return {
    toSignup(body) {
      if (!isAlternative(body)) {
        const { promoCode: _code, realityCheckMinutes: _minutes, ...signup } = body;
        return signup;
      }
      if (ageOn(body.dateOfBirth, deps.clock.now()) < KYC_MIN_AGE) throw new ApiError(400, 'AGE_UNDER_18');
      return {
        email: body.email,
        password: body.password,
        displayName: body.displayName,
        isAgeOver18: true,
        languageCode: body.languageCode ?? 'ja',
        ...(body.captchaData ? { captchaData: body.captchaData } : {}),
      };
    },

    async afterSignup(accountId, body) {
      if (isAlternative(body)) {
        const details: Partial<KycDetails> = {
          // Japanese order: family name first.
          fullName: `${body.lastName} ${body.firstName}`.slice(0, 100),
          dateOfBirth: body.dateOfBirth,
          postCode: body.postCode,
          ...(body.prefecture ? { prefecture: body.prefecture } : {}),
          ...(body.municipality ? { municipality: body.municipality } : {}),
          ...(body.address ? { address: body.address } : {}),
        };
        try {
          await deps.kyc.saveProfile(accountId, details);
        } catch (error) {
          deps.log.error({ err: error, accountId }, 'sign-up details not kept for KYC');
        }
      }
      if (body.realityCheckMinutes !== undefined && deps.setRealityCheck) {
        try {
          await deps.setRealityCheck(accountId, body.realityCheckMinutes);
        } catch (error) {
          deps.log.error({ err: error, accountId }, 'reality check at sign-up not kept');
        }
      }
      if (body.promoCode && deps.promoCodes) {
        try {
          await deps.promoCodes.redeem(accountId, body.promoCode);
        } catch (error) {
          // The account exists either way; a refused code is the promotions module's answer to log.
          deps.log.warn({ err: error, accountId }, 'promo code at sign-up not applied');
        }
      }
    },
  };
}
