import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.ts';
import { Notice } from './notice.tsx';

/**
 * A failed load: what failed (optional lead text), the catalogue code's localized text, and 'Retry'.
 */
export function QueryErrorNotice({
  error,
  onRetry,
  testId,
  children,
}: {
  error: unknown;
  onRetry: () => unknown;
  testId: string;
  /** What could not be loaded, before the error's own text. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="error"
      testId={testId}
      action={
        <button type="button" className="btn btn-secondary" onClick={() => void onRetry()}>
          {t('common.retry')}
        </button>
      }
    >
      {children ? <>{children} </> : null}
      {errorText(t, error)}
    </Notice>
  );
}
