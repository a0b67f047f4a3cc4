import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge, CaptchaData } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './captcha.repository.ts';
import { sha256Hex } from '../../hash.ts';

export interface CaptchaService {
  createChallenge(): Promise<CaptchaChallenge>;
  /** True when the answer is right. Consumes the challenge whatever the outcome. */
  verify(data: CaptchaData | undefined): Promise<boolean>;
}

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_POW_ALGORITHM = 'PBKDF2/SHA-256';

const normalise = (answer: string) => answer.trim().toUpperCase();
const answerHash = (challengeId: string, answer: string) => sha256Hex(`${challengeId}:${normalise(answer)}`);

/**
 * A proof-of-work captcha (ALTCHA v2 through altcha-lib, deterministic mode): the server draws a counter,
 * derives PBKDF2(nonce ‖ counter) itself and publishes only the first half of that key; the browser finds
 * the counter by trying 0, 1, 2… (one PBKDF2 each) in a Web Worker. The counter is the answer; the server
 * keeps only its hash, in PostgreSQL, so a challenge is single use across every process.
 */
export function createCaptchaService(
  db: Db,
  config: Pick<Config, 'captchaTestAnswer' | 'testRoutes' | 'captchaPow'>,
  clock: Clock,
): CaptchaService {
  // config.ts refuses CAPTCHA_TEST_ANSWER outside NODE_ENV=test; this is a second lock on the same door.
  const testAnswer = config.testRoutes ? config.captchaTestAnswer : undefined;
  const { cost, maxCounter } = config.captchaPow;
  let created = 0;
  return {
    async createChallenge() {
      const now = clock.now();
      const challengeId = randomBytes(18).toString('base64url');
      const counter = randomInt(maxCounter, Math.ceil(maxCounter / 2));
      const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
      const { parameters } = await createChallenge({
        algorithm: CAPTCHA_POW_ALGORITHM,
        cost,
        counter,
        deriveKey,
        expiresAt,
      });
      await repo.insertChallenge(db, {
        challenge_id: challengeId,
        answer_hash: answerHash(challengeId, String(counter)),
        created_at: now,
        expires_at: expiresAt,
      });
      if (++created % 50 === 0) await repo.deleteExpired(db, new Date(now.getTime() - 60 * 60_000));
      return {
        challengeId,
        pow: {
          algorithm: CAPTCHA_POW_ALGORITHM,
          nonce: parameters.nonce,
          salt: parameters.salt,
          cost: parameters.cost,
          keyLength: parameters.keyLength,
          keyPrefix: parameters.keyPrefix,
        },
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
