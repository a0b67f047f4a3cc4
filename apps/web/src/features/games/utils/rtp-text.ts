import type { GameRtp } from '@casino/contract';
import type { TFunction } from 'i18next';
import { formatPercent } from '@casino/client';

export interface RtpText {
  /** The short badge on the tile: one figure, or the range when bet kinds differ. */
  badge: string;
  /** The whole statement for the tile's info and screen readers (each bet kind where they differ). */
  full: string;
}

/**
 * The tile's RTP texts; null when the game has no figure of ours (issue 16). `jackpotShare`: the
 * progressive jackpot's part of a participating title's return (contract jackpotReturn), added to the
 * game's own and named in the full statement.
 */
export function rtpText(
  game: GameRtp | null | undefined,
  t: TFunction,
  language: string,
  jackpotShare = 0,
): RtpText | null {
  if (!game) return null;
  const rtp: GameRtp =
    jackpotShare > 0
      ? {
          rtp: game.rtp + jackpotShare,
          byBet: game.byBet.map((b) => ({ bet: b.bet, rtp: b.rtp + jackpotShare })),
        }
      : game;
  const fmt = (value: number) => formatPercent(value, language);
  const label =
    jackpotShare > 0
      ? t('games.rtpWithJackpot', { rtp: fmt(rtp.rtp), share: fmt(jackpotShare) })
      : t('games.rtpLabel', { rtp: fmt(rtp.rtp) });
  if (rtp.byBet.length === 0) return { badge: t('games.rtp', { rtp: fmt(rtp.rtp) }), full: label };
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
    full: `${label} (${t('games.rtpByBet', { list })})`,
  };
}
