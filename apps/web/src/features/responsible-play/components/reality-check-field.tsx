import { realityCheckIntervalSchema, type RealityCheckInterval } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { RealityCheckSelect } from '../../../components/ui/reality-check-select.tsx';
import { useSetRealityCheck } from '../api/set-reality-check.ts';

/** Settings → reality checks: saved as soon as it is chosen. */
export function RealityCheckField({ current }: { current: RealityCheckInterval }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const [value, setValue] = useState(current);
  return (
    <>
      <p className="settings__text">{t('responsiblePlay.realityCheck.text')}</p>
      <RealityCheckSelect
        label={t('responsiblePlay.realityCheck.label')}
        value={value}
        testId="reality-check-select"
        onChange={(event) => {
          const next = realityCheckIntervalSchema.parse(Number(event.target.value));
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
