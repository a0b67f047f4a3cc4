import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './secrets.repository.ts';

export interface SecretsService {
  /** HMAC key of player tokens and OTP hashes: TOKEN_SECRET, else one generated once per database. */
  tokenSecret(): Promise<Buffer>;
}

export function createSecretsService(db: Db, config: Pick<Config, 'tokenSecret'>): SecretsService {
  let token: Promise<Buffer> | undefined;
  return {
    tokenSecret() {
      if (config.tokenSecret) return Promise.resolve(Buffer.from(config.tokenSecret, 'utf8'));
      // Several processes may start at once: the first insert wins and everyone reads the stored value.
      token ??= repo
        .getOrCreateSecret(db, 'token', randomBytes(32).toString('base64url'))
        .then((value) => Buffer.from(value, 'utf8'))
        .catch((error: unknown) => {
          token = undefined;
          throw error;
        });
      return token;
    },
  };
}
