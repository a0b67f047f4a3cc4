import { BREAK_DAYS, EXCLUSION_PERIODS, type BreakDays, type ExclusionPeriod } from '@casino/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useSelfExclude, useTakeBreak } from '../api/take-break.ts';

/**
 * Take a break (1, 3, 7, 14, 30 days) or exclude yourself (6 months … indefinitely): a choice, what it
 * means, and the password that confirms it. From that moment no coin moves by play; the player can still
 * sign in to see balance, history and settings.
 */
export function RestrictionForm({ type }: { type: 'break' | 'exclusion' }) {
  const { t } = useTranslation();
  const id = useId();
  const takeBreak = useTakeBreak();
  const exclude = useSelfExclude();
  const mutation = type === 'break' ? takeBreak : exclude;
  const options: readonly (BreakDays | ExclusionPeriod)[] = type === 'break' ? BREAK_DAYS : EXCLUSION_PERIODS;
  const [choice, setChoice] = useState<BreakDays | ExclusionPeriod>(options[0]!);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return setMissing(true);
    setMissing(false);
    const done = { onSuccess: () => setPassword('') };
    if (type === 'break') takeBreak.mutate({ days: choice as BreakDays, password }, done);
    else exclude.mutate({ period: choice as ExclusionPeriod, password }, done);
  };

  return (
    <form
      className="rp-restriction"
      onSubmit={onSubmit}
      noValidate
      aria-label={t(`responsiblePlay.${type}.title`)}
    >
      <p className="settings__text">{t(`responsiblePlay.${type}.text`)}</p>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t(`responsiblePlay.${type}.choose`)}
        </label>
        <select
          id={id}
          className="field__input"
          data-testid={`${type}-choice`}
          value={String(choice)}
          onChange={(event) => {
            const picked = options.find((o) => String(o) === event.target.value);
            if (picked !== undefined) setChoice(picked);
          }}
        >
          {type === 'break'
            ? BREAK_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  {t(`responsiblePlay.break.option.${days}`)}
                </option>
              ))
            : EXCLUSION_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`responsiblePlay.exclusion.option.${period}`)}
                </option>
              ))}
        </select>
      </div>
      <PasswordField
        label={t('responsiblePlay.password')}
        autoComplete="current-password"
        value={password}
        error={missing ? t('validation.passwordRequired') : undefined}
        data-testid={`${type}-password`}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormError error={mutation.error} />
      <div className="settings__actions rp-actions">
        <button
          type="submit"
          className={type === 'break' ? 'btn btn-primary' : 'btn btn-danger'}
          data-testid={`${type}-submit`}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
        >
          {t(`responsiblePlay.${type}.submit`)}
        </button>
      </div>
    </form>
  );
}
