import { emailSchema } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import { FormEmailField } from '../../../components/ui/form-field.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { usePopup } from '../../../lib/popup.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import './auth-form.css';

const forgotPasswordFormSchema = z.object({ email: emailSchema });

/** The reset-password popup (SPEC §2): e-mail; after submit, 'Password Reset Email Sent' and the address. */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation();
  const { popupHref } = usePopup();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <div className="auth-form__status" data-testid="reset-sent" role="status">
        <h3 className="auth-form__status-title">{t('auth.resetSentTitle')}</h3>
        <p className="auth-form__status-text">{t('auth.resetSentText')}</p>
        <p className="auth-form__address">{sentTo}</p>
        <Link to={popupHref('login')} replace className="btn btn-secondary">
          {t('auth.backToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <Form
      schema={forgotPasswordFormSchema}
      defaultValues={{ email: '' }}
      onSubmit={({ email }) =>
        forgot.mutate(
          { email, languageCode: toLanguageCode(i18n.resolvedLanguage ?? i18n.language) },
          { onSuccess: () => setSentTo(email) },
        )
      }
    >
      {() => (
        <>
          <p className="form__intro">{t('auth.resetIntro')}</p>
          <FormEmailField data-autofocus data-testid="reset-email" />
          <SubmitRow error={forgot.error} busy={forgot.isPending} testId="reset-submit">
            {t('auth.sendResetLink')}
          </SubmitRow>
          <p className="auth-form__switch">
            <Link to={popupHref('login')} replace>
              {t('auth.backToLogin')}
            </Link>
          </p>
        </>
      )}
    </Form>
  );
}
