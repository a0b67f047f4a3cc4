import type { LanguageCode } from '@casino/contract';

/** Server-side mail texts, ja and en (the site is not involved in mails). */
export function passwordResetMail(language: LanguageCode, link: string, minutes: number) {
  if (language === 'ja') {
    return {
      subject: 'パスワード再設定のご案内',
      text: [
        'パスワード再設定のリクエストを受け付けました。',
        `以下のリンクから${minutes}分以内に新しいパスワードを設定してください。`,
        '',
        link,
        '',
        'このリンクは一度だけ使用できます。お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your password',
    text: [
      'We received a request to reset your password.',
      `Set a new password within ${minutes} minutes using this link:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this e-mail; your password stays as it is.',
    ].join('\n'),
  };
}

/** What a security notice is about (issue 24, hole 11). */
export type SecurityEvent =
  | { kind: 'password-changed' }
  | { kind: 'phone-changed'; phoneNumber: string }
  | { kind: 'new-device'; ip: string };

const JA_TIME = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'long',
  timeStyle: 'short',
});
const EN_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' });

/** Only the last four digits of a number go into a mail. */
export const maskedPhone = (phoneNumber: string) =>
  `${'•'.repeat(Math.max(0, phoneNumber.length - 4))}${phoneNumber.slice(-4)}`;

/**
 * A security notice: what changed on the account, when, and whom to write to if it was not the player.
 * It carries no link and no code (a notice must not be a phishing template, nor a key).
 */
export function securityNoticeMail(
  language: LanguageCode,
  event: SecurityEvent,
  at: Date,
  supportEmail: string,
) {
  if (language === 'ja') {
    const when = `${JA_TIME.format(at)}（日本時間）`;
    const what = {
      'password-changed': {
        subject: 'パスワードが変更されました',
        line: 'アカウントのパスワードが変更されました。',
      },
      'phone-changed': {
        subject: '電話番号が変更されました',
        line: `アカウントの電話番号が ${event.kind === 'phone-changed' ? maskedPhone(event.phoneNumber) : ''} に変更されました。`,
      },
      'new-device': {
        subject: '新しい端末からログインがありました',
        line: `これまでに使われたことのない端末・ブラウザからアカウントにログインがありました（IPアドレス: ${event.kind === 'new-device' ? event.ip : ''}）。`,
      },
    }[event.kind];
    return {
      subject: `【重要】${what.subject}`,
      text: [
        what.line,
        `日時: ${when}`,
        '',
        'ご本人による操作であれば、このメールへの対応は不要です。',
        `お心当たりがない場合は、すぐにパスワードを再設定し、${supportEmail} までご連絡ください。`,
      ].join('\n'),
    };
  }
  const when = `${EN_TIME.format(at)} UTC`;
  const what = {
    'password-changed': {
      subject: 'Your password was changed',
      line: 'The password of your account was changed.',
    },
    'phone-changed': {
      subject: 'Your phone number was changed',
      line: `The phone number of your account was changed to ${event.kind === 'phone-changed' ? maskedPhone(event.phoneNumber) : ''}.`,
    },
    'new-device': {
      subject: 'New sign-in to your account',
      line: `Your account was signed in to from a device or browser not used before (IP address: ${event.kind === 'new-device' ? event.ip : ''}).`,
    },
  }[event.kind];
  return {
    subject: what.subject,
    text: [
      what.line,
      `When: ${when}`,
      '',
      'If this was you, there is nothing to do.',
      `If it was not, reset your password now and write to us at ${supportEmail}.`,
    ].join('\n'),
  };
}
