import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
} from '@casino/contract';
import { formatDateTime } from '@casino/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { QueryErrorNotice } from '../../../components/ui/query-error-notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLimits } from '../api/get-limits.ts';
import { useSetLimits } from '../api/set-limits.ts';

const keyOf = (kind: LimitKind, period: LimitPeriod) => `${kind}-${period}`;

/** A typed limit: '' = none (null), a positive whole number, or 'bad'. */
function parse(text: string): number | null | 'bad' {
  const clean = text.replace(/[,\s]/g, '');
  if (clean === '') return null;
  const value = Number(clean);
  return Number.isSafeInteger(value) && value > 0 ? value : 'bad';
}

/**
 * Settings → limits: coins wagered, net coins lost and minutes played per day, week and month. A lower
 * limit applies at once; a raise or a removal waits 24 hours and shows as pending with its time.
 */
export function LimitsForm() {
  const { t, i18n } = useTranslation();
  const limits = useLimits();
  const save = useSetLimits();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [invalid, setInvalid] = useState(false);

  if (limits.isPending) return <Spinner />;
  if (limits.isError)
    return <QueryErrorNotice error={limits.error} onRetry={() => limits.refetch()} testId="limits-error" />;

  const byKey = new Map(limits.data.limits.map((l) => [keyOf(l.kind, l.period), l]));
  const textOf = (l: LimitState) =>
    draft[keyOf(l.kind, l.period)] ?? (l.value === null ? '' : String(l.value));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const changes = [];
    for (const l of limits.data.limits) {
      const value = parse(textOf(l));
      if (value === 'bad') return setInvalid(true);
      if (value !== l.value) changes.push({ kind: l.kind, period: l.period, value });
    }
    setInvalid(false);
    if (changes.length === 0) return setSaved(true);
    save.mutate(
      { limits: changes },
      {
        onSuccess: () => {
          setDraft({});
          setSaved(true);
        },
      },
    );
  };

  const hint = (l: LimitState) => {
    const unit = (n: number) =>
      l.kind === 'time'
        ? t('responsiblePlay.limits.minutes', { count: n })
        : t('responsiblePlay.limits.coins', {
            amount: n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'ja-JP'),
          });
    return l.value === null
      ? t('responsiblePlay.limits.noLimit')
      : t('responsiblePlay.limits.used', { used: unit(l.used), limit: unit(l.value) });
  };

  return (
    <form className="rp-limits" onSubmit={onSubmit} noValidate aria-label={t('responsiblePlay.limits.title')}>
      <p className="settings__text">{t('responsiblePlay.limits.text')}</p>
      {LIMIT_KINDS.map((kind) => (
        <fieldset key={kind} className="rp-limits__kind">
          <legend className="rp-limits__legend">{t(`responsiblePlay.limits.kind.${kind}`)}</legend>
          <div className="rp-limits__row">
            {LIMIT_PERIODS.map((period) => {
              const l = byKey.get(keyOf(kind, period));
              if (!l) return null;
              return (
                <div key={period} className="rp-limits__cell">
                  <TextField
                    label={t(`responsiblePlay.limits.period.${period}`)}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={t('responsiblePlay.limits.none')}
                    value={textOf(l)}
                    hint={hint(l)}
                    data-testid={`limit-${kind}-${period}`}
                    onChange={(event) => setDraft({ ...draft, [keyOf(kind, period)]: event.target.value })}
                  />
                  {l.pending ? (
                    <p className="rp-limits__pending" data-testid={`limit-pending-${kind}-${period}`}>
                      {l.pending.value === null
                        ? t('responsiblePlay.limits.pendingRemoval', {
                            at: formatDateTime(l.pending.effectiveAt, i18n.language),
                          })
                        : t('responsiblePlay.limits.pendingValue', {
                            value: l.pending.value.toLocaleString(i18n.language === 'en' ? 'en-US' : 'ja-JP'),
                            at: formatDateTime(l.pending.effectiveAt, i18n.language),
                          })}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {invalid ? (
        <p className="form-error" role="alert">
          {t('responsiblePlay.limits.invalid')}
        </p>
      ) : null}
      <FormError error={save.error} />
      <div className="settings__actions rp-actions">
        <button
          type="submit"
          className="btn btn-primary"
          data-testid="limits-save"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {t('responsiblePlay.limits.save')}
        </button>
        {saved ? (
          <p className="rp-saved" role="status" data-testid="limits-saved">
            {t('responsiblePlay.limits.saved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
