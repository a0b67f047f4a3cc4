import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.ts';
// The red box's style comes with it: a FormError may stand outside a <Form> (the inbox's claim).
import './form.css';

/**
 * The red box above a form's actions (SPEC §8, LOOK.md): a failed call's catalogue code as localized text.
 * Renders nothing without an error.
 */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {errorText(t, error)}
    </p>
  );
}
