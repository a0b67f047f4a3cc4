import { useTranslation } from 'react-i18next';
import type { StoredCheck } from './commitments.ts';

/** The rotation's verdict: sha256(revealed seed) against the commitment this browser stored before play. */
export function StoredCheckView({ check }: { check: StoredCheck }) {
  const { t, i18n } = useTranslation();
  if (check.result === 'missing') {
    return (
      <p className="fair-check bad" data-testid="fair-stored-check" data-result="missing">
        {t('fairness.storedMissing')}
      </p>
    );
  }
  const ok = check.result === 'match';
  return (
    <div data-testid="fair-stored-check" data-result={check.result}>
      <dl className="fair-list">
        <dt>{t('fairness.storedHash')}</dt>
        <dd className="fair-mono">{check.stored.serverSeedHash}</dd>
        <dt>{t('fairness.storedShown')}</dt>
        <dd>
          {new Date(check.stored.shownAt).toLocaleString(i18n.language === 'en' ? 'en-US' : 'ja-JP')} ·{' '}
          {t('fairness.storedFirstNonce', { nonce: check.stored.firstNonce })}
        </dd>
        <dt>{t('fairness.computedHash')}</dt>
        <dd className="fair-mono">{check.computedHash}</dd>
      </dl>
      <p className={ok ? 'fair-check ok' : 'fair-check bad'}>
        {ok ? `✓ ${t('fairness.storedMatch')}` : `✗ ${t('fairness.storedMismatch')}`}
      </p>
    </div>
  );
}
