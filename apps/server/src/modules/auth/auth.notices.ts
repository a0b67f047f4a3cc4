import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '@casino/contract';
import type { MailMessage } from '../../adapters/mail.ts';
import type { Background } from '../../background.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { securityNoticeMail, type SecurityEvent } from './auth.messages.ts';
import * as repo from './auth.repository.ts';
import type { AccountRow } from './auth.table.ts';
import { sha256Hex } from '../../hash.ts';

/** How many browsers an account remembers; signing in from more forgets the least recently used. */
export const KNOWN_DEVICES_PER_ACCOUNT = 20;

/** A device cookie value: 32 random bytes, base64url (43 characters). */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;
export const newDeviceId = () => randomBytes(32).toString('base64url');
export const validDeviceId = (value: string | undefined) =>
  value !== undefined && DEVICE_ID.test(value) ? value : undefined;
const deviceHash = (deviceId: string) => sha256Hex(deviceId);

export interface SecurityNoticesDeps {
  db: Db;
  clock: Clock;
  supportEmail: string;
  sendMail: (message: MailMessage) => Promise<void>;
  background: Pick<Background, 'run'>;
  /** Also told of each notice, after the answer (the inbox's security message). */
  onSecurityNotice?: ((accountId: string, kind: SecurityEvent['kind']) => Promise<void>) | undefined;
}

/**
 * Security notices (issue 24, hole 11): a password change or reset, a phone change and a sign-in from a
 * new device mail the player, in their language, what changed, when and whom to write to. Mailed after
 * the answer (Background.run), so a failing mail server neither fails nor slows the change; the log
 * names the task only, never the address, the device id or a code.
 *
 * "New device" = a browser whose device cookie (`did`: 32 random bytes, HttpOnly, 400 days) this
 * account has not signed in or signed up with before. The table keeps only its sha256. Sign-up records
 * its browser without a notice (the account's first device); an account with no device on record at
 * all (created before the notices) records its first sign-in silently too; any later unknown browser
 * gets a notice.
 */
export function createSecurityNotices(deps: SecurityNoticesDeps) {
  const { db, clock } = deps;

  function notify(row: Pick<AccountRow, 'account_id' | 'email' | 'language_code'>, event: SecurityEvent) {
    const at = clock.now();
    const onNotice = deps.onSecurityNotice;
    if (onNotice)
      deps.background.run(`security-message-${event.kind}`, () => onNotice(row.account_id, event.kind));
    deps.background.run(`security-notice-${event.kind}`, () =>
      deps.sendMail({
        to: row.email,
        ...securityNoticeMail(row.language_code as LanguageCode, event, at, deps.supportEmail),
      }),
    );
  }

  async function remember(accountId: string, deviceId: string): Promise<'known' | 'new' | 'first'> {
    const now = clock.now();
    const seen = await repo.rememberDevice(db, accountId, deviceHash(deviceId), now);
    if (seen.known) return 'known';
    await repo.forgetOldDevices(db, accountId, KNOWN_DEVICES_PER_ACCOUNT);
    return seen.others > 0 ? 'new' : 'first';
  }

  return {
    passwordChanged: (row: AccountRow) => notify(row, { kind: 'password-changed' }),
    phoneChanged: (row: AccountRow, phoneNumber: string) =>
      notify(row, { kind: 'phone-changed', phoneNumber }),
    /** Sign-up: the account's first browser, remembered without a notice. */
    signedUp: async (accountId: string, deviceId: string) => {
      await remember(accountId, deviceId);
    },
    /** Sign-in: a browser this account has not used before gets a notice (see above). */
    async signedIn(row: AccountRow, deviceId: string, ip: string) {
      if ((await remember(row.account_id, deviceId)) === 'new') notify(row, { kind: 'new-device', ip });
    },
  };
}

export type SecurityNotices = ReturnType<typeof createSecurityNotices>;
