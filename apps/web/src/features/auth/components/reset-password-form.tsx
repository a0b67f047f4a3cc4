import { newPasswordSchema } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PasswordField, translateFieldError } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
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
      {({ register, formState: { errors } }) => (
        <>
          <p className="form__intro">{t('pages.resetPassword.intro', { email })}</p>
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            data-testid="reset-new-password"
            error={translateFieldError(t, errors.password?.message)}
            {...register('password')}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            data-testid="reset-confirm-password"
            error={translateFieldError(t, errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
          <div className="form__actions">
            <FormError error={reset.error} />
            <button
              type="submit"
              className="btn btn-primary btn-block"
              data-testid="reset-page-submit"
              disabled={reset.isPending}
              aria-busy={reset.isPending}
            >
              {t('pages.resetPassword.submit')}
            </button>
          </div>
        </>
      )}
    </Form>
  );
}
