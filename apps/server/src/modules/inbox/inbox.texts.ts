import type { InboxKind } from '@casino/contract';

/**
 * The texts of the messages the server writes itself (tournament results, raffle wins, security
 * notices), in Japanese and English. Plain text: names come from operators' data and are not markup.
 * A security notice carries no link and no code (it must not be a phishing template).
 */
export interface SystemMessageTexts {
  kind: Exclude<InboxKind, 'OPERATOR'>;
  titleJa: string;
  titleEn: string;
  bodyJa: string;
  bodyEn: string;
}

/** Names of a competition in ja and en (each falls back to the other, then to the reference). */
export interface CompetitionNames {
  ja?: string | undefined;
  en?: string | undefined;
  ref: string;
}

const coins = (n: number) => n.toLocaleString('en-US');
const nameJa = (names: CompetitionNames) => names.ja || names.en || names.ref;
const nameEn = (names: CompetitionNames) => names.en || names.ja || names.ref;
const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

export function tournamentPrizeTexts(
  names: CompetitionNames,
  rank: number,
  prize: number,
): SystemMessageTexts {
  return {
    kind: 'TOURNAMENT_RESULT',
    titleJa: `トーナメント結果：${rank}位入賞`,
    titleEn: `Tournament result: ${ordinal(rank)} place`,
    bodyJa: `トーナメント「${nameJa(names)}」で${rank}位になりました。賞金 ${coins(prize)} コインを残高に加算しました。おめでとうございます！`,
    bodyEn: `You finished ${ordinal(rank)} in the tournament "${nameEn(names)}". Your prize of ${coins(prize)} coins has been added to your balance. Congratulations!`,
  };
}

export function raffleWinTexts(names: CompetitionNames, place: number, prize: number): SystemMessageTexts {
  return {
    kind: 'RAFFLE_RESULT',
    titleJa: 'ラッフル当選のお知らせ',
    titleEn: 'You won a raffle prize',
    bodyJa: `ラッフル「${nameJa(names)}」の抽選で${place}等に当選しました。賞品 ${coins(prize)} コインを残高に加算しました。`,
    bodyEn: `Your ticket in the raffle "${nameEn(names)}" was drawn for ${ordinal(place)} prize. ${coins(prize)} coins have been added to your balance.`,
  };
}

/** "Your daily bonus is ready": no amount (the login calendar makes it the player's own). */
export function dailyBonusReadyTexts(): SystemMessageTexts {
  return {
    kind: 'DAILY_BONUS_READY',
    titleJa: 'デイリーボーナスを受け取れます',
    titleEn: 'Your daily bonus is ready',
    bodyJa:
      '今日のデイリーボーナスを受け取れるようになりました。画面上部のボーナスボタンから受け取ってください。',
    bodyEn: "Today's daily bonus is ready. Collect it with the bonus button at the top of the page.",
  };
}

export type SecurityNoticeKind = 'password-changed' | 'phone-changed' | 'new-device';

const SECURITY: Record<SecurityNoticeKind, { ja: [string, string]; en: [string, string] }> = {
  'password-changed': {
    ja: ['パスワードが変更されました', 'アカウントのパスワードが変更されました。'],
    en: ['Your password was changed', 'The password of your account was changed.'],
  },
  'phone-changed': {
    ja: ['電話番号が変更されました', 'アカウントの電話番号が変更されました。'],
    en: ['Your phone number was changed', 'The phone number of your account was changed.'],
  },
  'new-device': {
    ja: [
      '新しい端末からのログイン',
      'これまでに使われていないブラウザーからアカウントにログインがありました。',
    ],
    en: ['Sign-in from a new device', 'Your account was signed in to from a browser it had not used before.'],
  },
};

export function securityNoticeTexts(kind: SecurityNoticeKind): SystemMessageTexts {
  const texts = SECURITY[kind];
  return {
    kind: 'SECURITY_NOTICE',
    titleJa: texts.ja[0],
    titleEn: texts.en[0],
    bodyJa: `${texts.ja[1]}お心当たりがない場合は、すぐにパスワードを変更し、サポートまでご連絡ください。`,
    bodyEn: `${texts.en[1]} If this was not you, change your password now and contact support.`,
  };
}
