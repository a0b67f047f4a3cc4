import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../lib/format.ts';
import { MinusIcon, PlusIcon } from './icons.tsx';

interface BetSelectorProps {
  options: readonly number[];
  bet: number;
  disabled: boolean;
  onChange: (bet: number) => void;
}

export function BetSelector({ options, bet, disabled, onChange }: BetSelectorProps) {
  const { t, i18n } = useTranslation();
  const index = Math.max(0, options.indexOf(bet));
  const lower = options[index - 1];
  const higher = options[index + 1];
  const min = options[0] ?? bet;
  const max = options[options.length - 1] ?? bet;
  const chips = useRef<HTMLDivElement>(null);
  const more = useMoreToTheRight(chips);

  return (
    <div className="bet">
      <div className="panel bet-stepper">
        <span className="panel-label" id="bet-label">
          {t('bet.label')}
          <span className="bet-limits">
            {t('bet.limits', { min: formatCoins(min, i18n.language), max: formatCoins(max, i18n.language) })}
          </span>
        </span>
        <div className="stepper">
          <button
            type="button"
            className="step-button"
            aria-label={t('bet.minus')}
            data-testid="game-bet-minus"
            disabled={disabled || lower === undefined}
            onClick={() => lower !== undefined && onChange(lower)}
          >
            <MinusIcon />
          </button>
          <output
            className="panel-value figure"
            aria-labelledby="bet-label"
            data-testid="game-bet"
            data-bet={bet}
          >
            {formatCoins(bet, i18n.language)}
          </output>
          <button
            type="button"
            className="step-button"
            aria-label={t('bet.plus')}
            data-testid="game-bet-plus"
            disabled={disabled || higher === undefined}
            onClick={() => higher !== undefined && onChange(higher)}
          >
            <PlusIcon />
          </button>
        </div>
      </div>
      <div ref={chips} className="chips" role="group" aria-label={t('bet.chips')} data-more={more}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className="chip"
            aria-pressed={option === bet}
            aria-label={t('bet.chip', { amount: formatCoins(option, i18n.language) })}
            data-testid="game-bet-chip"
            data-value={option}
            disabled={disabled}
            onClick={() => onChange(option)}
          >
            {formatCompact(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** True while a sideways-scrolling row hides items beyond its right edge. */
function useMoreToTheRight(ref: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return more;
}

/** Chip faces stay short: 1,000 → 1K, 250,000 → 250K, 1,000,000 → 1M. */
function formatCompact(value: number): string {
  if (value >= 1_000_000 && value % 100_000 === 0) return `${value / 1_000_000}M`;
  if (value >= 1_000 && value % 100 === 0) return `${value / 1_000}K`;
  return String(value);
}
