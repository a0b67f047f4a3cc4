import type { ResponsiblePlayStatus } from '@casino/contract';
import { formatDateTime } from '@casino/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useRequestLift } from '../api/take-break.ts';

/** The break or exclusion in force, with its end; an indefinite one offers the lift request once allowed. */
export function RestrictionStatus({ status }: { status: ResponsiblePlayStatus }) {
  const { t, i18n } = useTranslation();
  const restriction = status.restriction;
  if (!restriction) return null;
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  const text =
    restriction.endsAt !== null
      ? t(`responsiblePlay.status.${restriction.type}Until`, { until: at(restriction.endsAt) })
      : t('responsiblePlay.status.indefinite');
  return (
    <div className="rp-status" role="status" data-testid="rp-restriction" data-type={restriction.type}>
      <p className="rp-status__text">{text}</p>
      <p className="settings__text">{t('responsiblePlay.status.stillYours')}</p>
      {restriction.liftRequestedAt && restriction.endsAt ? (
        <p className="settings__text">
          {t('responsiblePlay.status.liftRequested', { until: at(restriction.endsAt) })}
        </p>
      ) : restriction.liftableFrom ? (
        <LiftRequest liftableFrom={restriction.liftableFrom} />
      ) : null}
    </div>
  );
}

function LiftRequest({ liftableFrom }: { liftableFrom: string }) {
  const { t, i18n } = useTranslation();
  const lift = useRequestLift();
  const [password, setPassword] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password) lift.mutate({ password });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="rp-restriction">
      <p className="settings__text">
        {t('responsiblePlay.status.liftFrom', { from: formatDateTime(liftableFrom, i18n.language) })}
      </p>
      <PasswordField
        label={t('responsiblePlay.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormError error={lift.error} />
      <div className="settings__actions rp-actions">
        <button type="submit" className="btn btn-secondary" disabled={lift.isPending}>
          {t('responsiblePlay.status.liftSubmit')}
        </button>
      </div>
    </form>
  );
}
