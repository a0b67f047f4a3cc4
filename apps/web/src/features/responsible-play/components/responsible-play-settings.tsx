import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorNotice } from '../../../components/ui/query-error-notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useResponsiblePlayStatus } from '../api/get-status.ts';
import { LimitsForm } from './limits-form.tsx';
import { RealityCheckField } from './reality-check-field.tsx';
import { RestrictionForm } from './restriction-form.tsx';
import { RestrictionStatus } from './restriction-status.tsx';
import './responsible-play.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings__section" aria-labelledby={id} data-testid={id}>
      <h3 id={id} className="settings__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Settings → Responsible play (issue 28): limits, reality checks, take a break, self-exclusion, and
 * where to find help (the contact page and the support organisation the operator configured).
 */
export function ResponsiblePlaySettings() {
  const { t } = useTranslation();
  const status = useResponsiblePlayStatus();
  return (
    <section className="rp" aria-labelledby="rp-heading" data-testid="responsible-play">
      <h2 id="rp-heading" className="rp__heading">
        {t('responsiblePlay.heading')}
      </h2>
      <p className="rp__intro">{t('responsiblePlay.intro')}</p>
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <QueryErrorNotice error={status.error} onRetry={() => status.refetch()} testId="rp-error" />
      ) : (
        <div className="settings">
          <RestrictionStatus status={status.data} />
          <Section id="rp-limits" title={t('responsiblePlay.limits.title')}>
            <LimitsForm />
          </Section>
          <Section id="rp-reality" title={t('responsiblePlay.realityCheck.title')}>
            <RealityCheckField current={status.data.realityCheckMinutes} />
          </Section>
          <Section id="rp-break" title={t('responsiblePlay.break.title')}>
            <RestrictionForm type="break" />
          </Section>
          <Section id="rp-exclusion" title={t('responsiblePlay.exclusion.title')}>
            <RestrictionForm type="exclusion" />
          </Section>
          <Section id="rp-help" title={t('responsiblePlay.help.title')}>
            <p className="settings__text">{t('responsiblePlay.help.text')}</p>
            <ul className="rp-help">
              <li>
                <Link to={paths.contactUs.getHref()} data-testid="rp-help-contact">
                  {t('responsiblePlay.help.contact')}
                </Link>
              </li>
              <li>
                <a
                  href={status.data.supportOrganisation.url}
                  target="_blank"
                  rel="noreferrer"
                  data-testid="rp-help-organisation"
                >
                  {status.data.supportOrganisation.name}
                </a>
              </li>
            </ul>
          </Section>
        </div>
      )}
    </section>
  );
}
