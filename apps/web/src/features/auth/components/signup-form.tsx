import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CheckboxField,
  PasswordField,
  TextField,
  translateFieldError,
} from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { paths } from '../../../config/paths.ts';
import { usePopup } from '../../../lib/popup.ts';
import { signupSchema, type SignupValues } from '../schemas.ts';
import { StepIndicator } from './step-indicator.tsx';
import './auth-form.css';

/** Step 0 of sign-up (SPEC §2). Registering arrives with the auth endpoints; submit is disabled until then. */
export function SignupForm() {
  const { t } = useTranslation();
  const { popupHref } = usePopup();
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    mode: 'onTouched',
    defaultValues: { email: '', displayName: '', password: '', isAgeOver18: false },
  });
  const { errors } = form.formState;

  return (
    <form className="auth-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <StepIndicator current={0} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        data-autofocus
        error={translateFieldError(t, errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        error={translateFieldError(t, errors.displayName?.message)}
        {...form.register('displayName')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        error={translateFieldError(t, errors.password?.message)}
        {...form.register('password')}
      />
      <CheckboxField
        label={
          <>
            {t('auth.ageAndTerms')} (<Link to={paths.termsOfUse.getHref()}>{t('footer.terms')}</Link>)
          </>
        }
        error={translateFieldError(t, errors.isAgeOver18?.message)}
        {...form.register('isAgeOver18')}
      />
      <Notice>{t('popup.accountsComingSoon')}</Notice>
      <button type="submit" className="btn btn-primary btn-block auth-form__submit" disabled>
        {t('auth.createAccount')}
      </button>
      <p className="auth-form__switch">
        {t('auth.haveAccount')}{' '}
        <Link to={popupHref('login')} replace>
          {t('header.login')}
        </Link>
      </p>
    </form>
  );
}
