import type { TFunction } from 'i18next';
import type { StudioRoundResponse } from '@casino/contract';
import { formatCoins } from '../lib/format.ts';
import type { ResultKind } from '../shared/bet-options.ts';

/** What the screen reader hears once the outcome is drawn: loss, partial return, push and win differ. */
export function announcementOf(
  kind: ResultKind,
  round: Pick<StudioRoundResponse, 'win' | 'bet' | 'balance'>,
  t: TFunction,
  language: string,
): string {
  const amount = formatCoins(round.win, language);
  const bet = formatCoins(round.bet, language);
  const balance = formatCoins(round.balance, language);
  if (kind === 'loss') return t('result.announceLose', { balance });
  if (kind === 'partial') return t('result.announcePartial', { amount, bet, balance });
  if (kind === 'push') return t('result.announcePush', { amount, balance });
  return t('result.announceWin', { amount, balance });
}
