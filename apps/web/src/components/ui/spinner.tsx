import { useTranslation } from 'react-i18next';
import './spinner.css';

export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="spinner" className={['spinner', className].filter(Boolean).join(' ')}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
