import { REALITY_CHECK_INTERVALS } from '@casino/contract';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The reality-check interval as a labelled select (off, 15, 30, 60 minutes): at sign-up (a form field)
 * and in the responsible-play settings (saved when chosen). Option values are the minutes as text.
 */
export function RealityCheckSelect({
  label,
  testId,
  ref,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  testId: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select {...select} ref={ref} id={id} className="field__input" data-testid={testId}>
        {REALITY_CHECK_INTERVALS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes === 0
              ? t('responsiblePlay.realityCheck.off')
              : t('responsiblePlay.realityCheck.every', { count: minutes })}
          </option>
        ))}
      </select>
    </div>
  );
}
