import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setConsent, useTrackingAllowed } from '../consent.ts';
import './analytics-consent.css';

/** The footer's switch: anonymous page-view analytics on or off, remembered in this browser. */
export function AnalyticsConsent() {
  const { t } = useTranslation();
  const id = useId();
  const { allowed, refusedByBrowser } = useTrackingAllowed();
  return (
    <div className="analytics-consent" data-testid="analytics-consent">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="analytics-consent__switch"
        checked={allowed}
        disabled={refusedByBrowser}
        aria-describedby={`${id}-help`}
        data-testid="analytics-consent-switch"
        onChange={(event) => setConsent(event.target.checked ? 'granted' : 'declined')}
      />
      <label htmlFor={id} className="analytics-consent__label">
        {t('analytics.consentLabel')}
      </label>
      <p id={`${id}-help`} className="analytics-consent__help">
        {refusedByBrowser ? t('analytics.refusedByBrowser') : t('analytics.consentHelp')}
      </p>
    </div>
  );
}
