import type { GameRtp } from '@casino/contract';
import type { TFunction } from 'i18next';
import { formatPercent } from '@casino/client';

export interface RtpText {
  /** The short badge on the tile: one figure, or the range when bet kinds differ. */
  badge: string;
  /** The whole statement for the tile's info and screen readers (each bet kind where they differ). */
  full: string;
}

/** The tile's RTP texts; null when the game has no figure of ours (issue 16). */
export function rtpText(rtp: GameRtp | null | undefined, t: TFunction, language: string): RtpText | null {
  if (!rtp) return null;
  const fmt = (value: number) => formatPercent(value, language);
  if (rtp.byBet.length === 0) {
    return { badge: t('games.rtp', { rtp: fmt(rtp.rtp) }), full: t('games.rtpLabel', { rtp: fmt(rtp.rtp) }) };
  }
  const values = rtp.byBet.map((b) => b.rtp);
  const list = rtp.byBet
    .map((b) => `${t(`games.betKinds.${b.bet}`, { defaultValue: b.bet })} ${fmt(b.rtp)}`)
    .join(', ');
  return {
    // "RTP 85.64–98.94%": one percent sign, so the range fits a phone's tile.
    badge: t('games.rtpRange', {
      min: formatPercent(Math.min(...values), language).replace(/\s*%$/, ''),
      max: fmt(Math.max(...values)),
    }),
    full: `${t('games.rtpLabel', { rtp: fmt(rtp.rtp) })} (${t('games.rtpByBet', { list })})`,
  };
}
