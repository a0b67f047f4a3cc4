import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioRoundResponse } from '@casino/contract';
import { formatCoins } from '../lib/format.ts';
import type { RoundPhase } from '../engines/types.ts';
import { celebrationLevel, resultKind } from '../shared/bet-options.ts';

interface WinDisplayProps {
  phase: RoundPhase;
  round: StudioRoundResponse | null;
}

/** The last round's win (or the prompt before the first round / while a round runs). */
export function WinDisplay({ phase, round }: WinDisplayProps) {
  const { t, i18n } = useTranslation();
  const settled = phase === 'settled' && round !== null;
  const level = settled ? celebrationLevel(round.win, round.bet) : 'none';
  const kind = settled ? resultKind(round.win, round.bet) : undefined;
  // A jackpot won with the round is paid with it: the line shows all the round brought in, never
  // "no win this time" under the jackpot's own card. `data-win` stays the game's own win.
  const jackpot = settled && round.jackpot?.won ? round.jackpot.payout : 0;
  const total = settled ? round.win + jackpot : 0;
  // The win as a multiple of the round's whole bet (a tier label is judged on the game's win alone).
  const times = settled && total > 0 && round.bet > 0 ? total / round.bet : null;

  // Short fixed phrases, never the figures: the amount and the multiple are on the line above, and a message
  // that wrapped on a phone would grow the panel and shrink the table under the player's eyes.
  let message: string;
  if (phase === 'playing') message = t('result.spinning');
  else if (phase === 'deciding') message = t('decision.prompt');
  else if (!settled) message = t('result.ready');
  else if (jackpot > 0) message = t('result.jackpot');
  else if (level === 'big') message = t('result.bigWin');
  else if (level === 'win') message = t('result.win');
  else if (kind === 'push') message = t('result.push');
  else if (kind === 'partial') message = t('result.partial');
  else message = t('result.lose');

  return (
    <div
      className="panel win"
      data-testid="game-result"
      data-win={settled ? round.win : undefined}
      data-jackpot={jackpot > 0 ? jackpot : undefined}
      data-level={level}
      data-tier={level === 'big' ? 'big' : undefined}
      data-kind={kind}
      data-phase={phase}
    >
      <span className="panel-label">{t('result.lastWin')}</span>
      {/* The amount and what it is against the bet, at every size (the message below may be hidden). */}
      <span className="panel-value figure win-amount">
        <span data-testid="game-result-amount">{settled ? formatCoins(total, i18n.language) : '—'}</span>
        {times !== null ? (
          <span className="win-times" data-testid="game-result-times" data-times={times}>
            {t('winLine.times', { value: formatTimes(times, i18n.language) })}
          </span>
        ) : null}
      </span>
      <span className="win-message">{message}</span>
    </div>
  );
}

/** ×15, ×2.5, ×0.33: the win against the bet, at most two decimals. */
function formatTimes(times: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ja-JP', { maximumFractionDigits: 2 }).format(
    times,
  );
}

/** One short gold burst over the table when a round pays more than its bet (bigger for a big win); keyed by round id. */
export function Celebration({
  round,
  reducedMotion,
}: {
  round: StudioRoundResponse;
  reducedMotion: boolean;
}) {
  const level = celebrationLevel(round.win, round.bet);
  if (level === 'none') return null;
  return (
    <Burst
      level={level}
      sparks={reducedMotion ? 0 : level === 'big' ? 28 : 14}
      reach={level === 'big' ? 42 : 30}
      testId="game-celebration"
    />
  );
}

/**
 * The gold burst itself: a glow and `sparks` stars flying out about `reach` vmin (a win's celebration,
 * a jackpot won). Decorative; no sparks with reduced motion.
 */
export function Burst({
  level,
  sparks,
  reach,
  testId,
  className,
}: {
  level: 'win' | 'big';
  sparks: number;
  reach: number;
  testId?: string;
  className?: string;
}) {
  return (
    <div
      className={className ? `celebration ${className}` : 'celebration'}
      data-level={level}
      data-testid={testId}
      aria-hidden="true"
    >
      <div className="celebration-glow" />
      {Array.from({ length: sparks }, (_, i) => (
        <span
          key={i}
          className="spark"
          style={
            {
              '--angle': `${(360 / sparks) * i + (i % 2) * 7}deg`,
              '--distance': `${reach + (i % 3) * 6}vmin`,
              '--delay': `${(i % 4) * 40}ms`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
