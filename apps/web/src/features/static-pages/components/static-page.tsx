import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SUPPORT_EMAIL } from '../../../config/site.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import './static-page.css';

interface Section {
  heading: string;
  body: string;
}

/** About and terms: a heading and numbered sections from the locale files. */
export function StaticArticle({ page }: { page: 'about' | 'terms' }) {
  const { t } = useTranslation();
  usePageMeta(t(`meta.${page}.title`), t('meta.default.description'));
  const sections = t(`static.${page}.sections`, { returnObjects: true }) as readonly Section[];
  return (
    <article className="static-page container">
      <PageHeader title={t(`static.${page}.heading`)} />
      {sections.map((section) => (
        <section key={section.heading} className="static-page__section">
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}

export function ContactArticle() {
  const { t } = useTranslation();
  usePageMeta(t('meta.contact.title'), t('meta.default.description'));
  return (
    <article className="static-page container">
      <PageHeader title={t('static.contact.heading')} lead={t('static.contact.intro')} />
      <dl className="static-page__details">
        <dt>{t('static.contact.emailLabel')}</dt>
        <dd>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </dd>
        <dt>{t('static.contact.companyLabel')}</dt>
        <dd>{t('static.contact.company')}</dd>
        <dt>{t('static.contact.registrationLabel')}</dt>
        <dd>{t('static.contact.registration')}</dd>
        <dt>{t('static.contact.addressLabel')}</dt>
        <dd>{t('static.contact.address')}</dd>
      </dl>
    </article>
  );
}
