import {
  REALITY_CHECK_INTERVALS,
  realityCheckIntervalSchema,
  type RealityCheckInterval,
} from '@casino/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useSetRealityCheck } from '../api/set-reality-check.ts';

/** The reality-check interval as a select (off, 15, 30, 60 minutes); also used at sign-up. */
export function RealityCheckSelect({
  value,
  onChange,
  testId,
}: {
  value: RealityCheckInterval;
  onChange: (value: RealityCheckInterval) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('responsiblePlay.realityCheck.label')}
      </label>
      <select
        id={id}
        className="field__input"
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(realityCheckIntervalSchema.parse(Number(event.target.value)))}
      >
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

/** Settings → reality checks: saved as soon as it is chosen. */
export function RealityCheckField({ current }: { current: RealityCheckInterval }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const [value, setValue] = useState(current);
  return (
    <>
      <p className="settings__text">{t('responsiblePlay.realityCheck.text')}</p>
      <RealityCheckSelect
        value={value}
        testId="reality-check-select"
        onChange={(next) => {
          setValue(next);
          save.mutate({ intervalMinutes: next });
        }}
      />
      <FormError error={save.error} />
      {save.isSuccess ? (
        <p className="rp-saved" role="status" data-testid="reality-check-saved">
          {t('responsiblePlay.realityCheck.saved')}
        </p>
      ) : null}
    </>
  );
}
