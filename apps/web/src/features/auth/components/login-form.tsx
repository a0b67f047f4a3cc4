import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField, TextField, translateFieldError } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { usePopup } from '../../../lib/popup.ts';
import { loginSchema, type LoginValues } from '../schemas.ts';
import './auth-form.css';

/** The login fields of SPEC §2. Signing in arrives with the auth endpoints; until then submit is disabled. */
export function LoginForm() {
  const { t } = useTranslation();
  const { popupHref } = usePopup();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <form className="auth-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        data-autofocus
        error={translateFieldError(t, errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        error={translateFieldError(t, errors.password?.message)}
        {...form.register('password')}
      />
      <p className="auth-form__aside">
        <Link to={popupHref('reset-password')} replace>
          {t('auth.forgotPassword')}
        </Link>
      </p>
      <Notice>{t('popup.accountsComingSoon')}</Notice>
      <button type="submit" className="btn btn-primary btn-block auth-form__submit" disabled>
        {t('auth.signIn')}
      </button>
      <p className="auth-form__switch">
        {t('auth.noAccount')}{' '}
        <Link to={popupHref('signup')} replace>
          {t('header.register')}
        </Link>
      </p>
    </form>
  );
}
