import { numberFormat } from '@casino/client';
import { jackpotReturn, type Jackpot } from '@casino/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/ui/coin-icon.tsx';
import { useCountUp } from '../../../lib/count-up.ts';
import { formatNumber, localeOf } from '../../../lib/format-coins.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useJackpotFor } from '../api/get-jackpots.ts';
import './jackpot-meter.css';

/**
 * A pool's amount as it moves: counts from what is on screen to the new figure (the balance's ease-out,
 * lib/count-up.ts; a jump with reduced motion), in the language's digits. Its box is as wide as the wider
 * of the two numbers (tabular digits): nothing beside it moves while it counts.
 */
export function JackpotAmount({ amount, className }: { amount: number; className?: string }) {
  const { i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const shown = useCountUp(amount) ?? amount;
  const target = formatNumber(amount, language);
  const text = formatNumber(shown, language);
  return (
    <span
      className={['jackpot-amount', className].filter(Boolean).join(' ')}
      data-testid="jackpot-amount"
      data-amount={amount}
      style={{ minWidth: `${Math.max(target.length, text.length)}ch` }}
    >
      {text}
    </span>
  );
}

/**
 * Issue 30: the live pool on a participating title's tile, a compact gold badge in the art's top
 * corner (over the art, not under it: the tiles of every title keep one height, and the art's own
 * title at its foot stays clear). A phone's narrow tile shows the figure short ("1万", "10K").
 * Decorative for assistive tech: the tile's link names the jackpot (game-tile.tsx).
 */
export function JackpotMeter({ jackpot }: { jackpot: Jackpot }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(toLanguageCode(i18n.resolvedLanguage ?? i18n.language));
  const compact = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <span
      className="jackpot-meter"
      data-testid="jackpot-meter"
      data-jackpot-id={jackpot.id}
      data-amount={jackpot.amount}
      aria-hidden="true"
    >
      <span className="jackpot-meter__label">{t('jackpots.badge')}</span>
      <CoinIcon className="jackpot-meter__coin" />
      <JackpotAmount amount={jackpot.amount} className="jackpot-meter__full" />
      <span className="jackpot-meter__compact">{compact.format(jackpot.amount)}</span>
    </span>
  );
}

/** A tile's jackpot: its meter and the words its link adds ("Jackpot 12,345 coins"), or nothing. */
export function useTileJackpot(gameCode: string): {
  meter: ReactNode;
  text: string | null;
  /** The pool's share of the title's RTP (contract jackpotReturn), a fraction; 0 without a pool. */
  rtpShare: number;
} {
  const { t, i18n } = useTranslation();
  const jackpot = useJackpotFor(gameCode);
  if (!jackpot) return { meter: null, text: null, rtpShare: 0 };
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  return {
    meter: <JackpotMeter jackpot={jackpot} />,
    text: t('jackpots.tileLabel', { amount: formatNumber(jackpot.amount, language) }),
    rtpShare: jackpotReturn(jackpot),
  };
}
