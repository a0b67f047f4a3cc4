import { useTranslation } from 'react-i18next';
import { BET_KINDS, kindPayout, type BetKind } from './layout.ts';

interface BetKindPickerProps {
  kind: BetKind;
  disabled: boolean;
  /** What a tap on a number does now (announced politely as it changes). */
  hint: string;
  hintId: string;
  onChange: (kind: BetKind) => void;
}

/**
 * The way to the inside bets without aiming at a thin line (phones, keyboards, screen readers): native
 * radios (arrow keys move between them), each kind with its payout, and a line that says what a tap on a
 * number will place.
 */
export function BetKindPicker({ kind, disabled, hint, hintId, onChange }: BetKindPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="rl-picker">
      <fieldset className="rl-kinds" data-testid="roulette-kinds" disabled={disabled}>
        <legend className="visually-hidden">{t('roulette.betKind')}</legend>
        {BET_KINDS.map((option) => (
          <label key={option} className="rl-kind">
            <input
              type="radio"
              name="roulette-kind"
              value={option}
              checked={kind === option}
              data-testid="roulette-kind"
              onChange={() => onChange(option)}
            />
            <span className="rl-kind-name">{t(`roulette.kind.${option}`)}</span>{' '}
            <span className="rl-kind-pays">{t('roulette.payout', { n: kindPayout(option) })}</span>
          </label>
        ))}
      </fieldset>
      <p className="rl-hint" id={hintId} aria-live="polite" data-testid="roulette-hint">
        {hint}
      </p>
    </div>
  );
}
