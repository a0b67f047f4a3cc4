import { newPasswordSchema } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import { NewPasswordFields } from '../../../components/ui/form-field.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { getErrorCode } from '../../../lib/api-client.ts';
import { usePopup } from '../../../lib/popup.ts';
import { useResetPassword } from '../api/reset-password.ts';
import './auth-form.css';

const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });

/**
 * The /reset-password page's form: the link carries `token` and `email`. A missing token or a
 * RESET_TOKEN_INVALID answer shows SPEC §8's "start again" text with a way to ask for a new link.
 */
export function ResetPasswordForm({ token, email }: { token: string | null; email: string | null }) {
  const { t } = useTranslation();
  const { popupHref } = usePopup();
  const reset = useResetPassword();

  if (!token || !email || (reset.isError && getErrorCode(reset.error) === 'RESET_TOKEN_INVALID')) {
    return (
      <div className="auth-form__status auth-form__panel" data-testid="reset-page-invalid" role="alert">
        <p className="auth-form__status-text">{t('errors.RESET_TOKEN_INVALID')}</p>
        <Link to={popupHref('reset-password')} className="btn btn-primary">
          {t('pages.resetPassword.startAgain')}
        </Link>
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="auth-form__status auth-form__panel" data-testid="reset-page-success" role="status">
        <p className="auth-form__status-text">{t('pages.resetPassword.success')}</p>
        <Link to={popupHref('login')} className="btn btn-primary">
          {t('pages.resetPassword.openLogin')}
        </Link>
      </div>
    );
  }

  return (
    <Form
      schema={resetPasswordFormSchema}
      defaultValues={{ password: '', confirmPassword: '' }}
      className="auth-form__panel"
      onSubmit={(values) => reset.mutate({ ...values, email, token })}
    >
      {() => (
        <>
          <p className="form__intro">{t('pages.resetPassword.intro', { email })}</p>
          <NewPasswordFields
            name="password"
            testIds={{ password: 'reset-new-password', confirm: 'reset-confirm-password' }}
          />
          <SubmitRow error={reset.error} busy={reset.isPending} testId="reset-page-submit">
            {t('pages.resetPassword.submit')}
          </SubmitRow>
        </>
      )}
    </Form>
  );
}
