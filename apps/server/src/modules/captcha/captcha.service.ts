import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CaptchaChallenge, CaptchaData } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './captcha.repository.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, randomAnswer, renderCaptcha } from './captcha.image.ts';

export interface CaptchaService {
  createChallenge(): Promise<CaptchaChallenge>;
  /** True when the answer is right. Consumes the challenge whatever the outcome. */
  verify(data: CaptchaData | undefined): Promise<boolean>;
}

export const CAPTCHA_TTL_MS = 5 * 60_000;

const normalise = (answer: string) => answer.trim().toUpperCase();
const answerHash = (challengeId: string, answer: string) =>
  createHash('sha256')
    .update(`${challengeId}:${normalise(answer)}`)
    .digest('hex');

export function createCaptchaService(
  db: Db,
  config: Pick<Config, 'captchaTestAnswer' | 'testRoutes'>,
  clock: Clock,
): CaptchaService {
  // config.ts refuses CAPTCHA_TEST_ANSWER outside NODE_ENV=test; this is a second lock on the same door.
  const testAnswer = config.testRoutes ? config.captchaTestAnswer : undefined;
  let created = 0;
  return {
    async createChallenge() {
      const now = clock.now();
      const challengeId = randomBytes(18).toString('base64url');
      const answer = randomAnswer();
      const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
      await repo.insertChallenge(db, {
        challenge_id: challengeId,
        answer_hash: answerHash(challengeId, answer),
        created_at: now,
        expires_at: expiresAt,
      });
      if (++created % 50 === 0) await repo.deleteExpired(db, new Date(now.getTime() - 60 * 60_000));
      const svg = renderCaptcha(answer);
      return {
        challengeId,
        image: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
        width: CAPTCHA_WIDTH,
        height: CAPTCHA_HEIGHT,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async verify(data) {
      if (!data) return false;
      const stored = await repo.consumeChallenge(db, data.challengeId, clock.now());
      if (stored === undefined) return false;
      if (testAnswer !== undefined && normalise(data.answer) === normalise(testAnswer)) return true;
      return timingSafeEqual(
        Buffer.from(stored, 'hex'),
        Buffer.from(answerHash(data.challengeId, data.answer), 'hex'),
      );
    },
  };
}
