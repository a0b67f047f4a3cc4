import { LANGUAGE_CODES } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { toLanguageCode } from '../../lib/i18n.ts';
import './language-switcher.css';

export function LanguageSwitcher({
  className,
  testId = 'language-switcher',
}: {
  className?: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const current = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      data-testid={testId}
      className={['language-switcher', className].filter(Boolean).join(' ')}
    >
      {LANGUAGE_CODES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          data-lang={code}
          aria-pressed={current === code}
          className="language-switcher__button"
          onClick={() => void i18n.changeLanguage(code)}
        >
          {t(`language.${code}`)}
        </button>
      ))}
    </div>
  );
}
