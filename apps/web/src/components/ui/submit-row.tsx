import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { FormError } from './form-error.tsx';

interface SubmitRowProps {
  /** The failed call shown in the red box above the button (nothing when null/undefined). */
  error: unknown;
  /** The call in flight; by default, the form's own submit (react-hook-form's isSubmitting). */
  busy?: boolean;
  /** Disabled for another reason than being busy (e.g. no captcha picture yet). */
  disabled?: boolean;
  testId: string;
  children: ReactNode;
  variant?: 'primary' | 'danger';
  /** Full width (popups); off for inline rows such as the settings sections. */
  block?: boolean;
  /** Extra class for the row (e.g. `settings__actions`). */
  className?: string;
  /** Without the `form__actions` box, for rows that lay the error and button out themselves. */
  bare?: boolean;
}

/**
 * The end of every form (SPEC §8, LOOK.md): the red error box, then the submit button, disabled and
 * aria-busy while the call runs. Lives inside <Form> (it reads the form's submitting state).
 */
export function SubmitRow({
  error,
  busy,
  disabled = false,
  testId,
  children,
  variant = 'primary',
  block = true,
  className,
  bare = false,
}: SubmitRowProps) {
  const { isSubmitting } = useFormState();
  const pending = busy ?? isSubmitting;
  const content = (
    <>
      <FormError error={error} />
      <button
        type="submit"
        className={['btn', `btn-${variant}`, block ? 'btn-block' : ''].filter(Boolean).join(' ')}
        data-testid={testId}
        disabled={pending || disabled}
        aria-busy={pending}
      >
        {children}
      </button>
    </>
  );
  if (bare) return content;
  return <div className={['form__actions', className].filter(Boolean).join(' ')}>{content}</div>;
}
