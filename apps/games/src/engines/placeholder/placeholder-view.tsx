import { useTranslation } from 'react-i18next';
import type { GameViewProps } from '../types.ts';
import { BeadRing } from '../shared/bead-ring.tsx';
import { useRevealEnd } from '../shared/use-reveal-end.ts';
import { readPlaceholderWon } from './outcome.ts';

/**
 * The placeholder table: one big coin orb in the game's colours. It spins while the round is in
 * flight and lands face up showing win or no win.
 */
export function PlaceholderView(props: GameViewProps) {
  const { theme, phase, round } = props;
  const { t } = useTranslation();
  useRevealEnd(props, 600);
  const won = round ? readPlaceholderWon(round.outcome, round.win) : null;
  const state = phase === 'playing' ? 'spinning' : won === null ? 'ready' : won ? 'won' : 'lost';

  return (
    <div className="orb-table" data-state={state}>
      <div className="orb-halo" aria-hidden="true" />
      <div className="orb" role="img" aria-label={t('engines.placeholder.orb')}>
        <svg className="orb-face" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
          <defs>
            <radialGradient id="orb-core" cx="38%" cy="32%" r="75%">
              <stop offset="0%" stopColor={theme.to} />
              <stop offset="100%" stopColor={theme.from} />
            </radialGradient>
            <linearGradient id="orb-rim" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0%" stopColor="#fff1b8" />
              <stop offset="45%" stopColor="#f2c14e" />
              <stop offset="100%" stopColor="#9a6a12" />
            </linearGradient>
          </defs>
          <circle cx="100" cy="100" r="96" fill="url(#orb-rim)" />
          <circle cx="100" cy="100" r="80" fill="url(#orb-core)" />
          <circle
            cx="100"
            cy="100"
            r="80"
            fill="none"
            stroke="#fff1b8"
            strokeOpacity="0.45"
            strokeWidth="2"
          />
          <BeadRing cx={100} cy={100} ring={88} count={24} r="2.6" fill="#fff6d6" fillOpacity="0.8" />
          <path
            d="M100 46 L113 84 L153 84 L121 107 L133 146 L100 122 L67 146 L79 107 L47 84 L87 84 Z"
            fill="#ffe08a"
            stroke="#7a5208"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <ellipse
            cx="76"
            cy="62"
            rx="34"
            ry="16"
            fill="#ffffff"
            fillOpacity="0.18"
            transform="rotate(-30 76 62)"
          />
        </svg>
      </div>
      {state === 'won' || state === 'lost' ? (
        <p className="orb-verdict" data-won={state === 'won'}>
          {state === 'won' ? t('engines.placeholder.won') : t('engines.placeholder.lost')}
        </p>
      ) : null}
    </div>
  );
}
