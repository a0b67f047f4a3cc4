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
