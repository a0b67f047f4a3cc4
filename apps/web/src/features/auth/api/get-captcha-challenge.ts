import { AUTH_PATHS, captchaChallengeSchema } from '@casino/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /captcha/challenge: a fresh proof-of-work challenge each call (one answer per challenge). */
export function getCaptchaChallenge(signal?: AbortSignal) {
  return apiRequest(AUTH_PATHS.captchaChallenge, { schema: captchaChallengeSchema, signal });
}
