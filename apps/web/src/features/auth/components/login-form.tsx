import { emailSchema, loginPasswordSchema } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { PasswordField, TextField, translateFieldError } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { paths } from '../../../config/paths.ts';
import { takePendingLaunch } from '../../../lib/pending-launch.ts';
import { usePopup } from '../../../lib/popup.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSignIn } from '../api/sign-in.ts';
import './auth-form.css';

export const loginFormSchema = z.object({ email: emailSchema, password: loginPasswordSchema });

/**
 * The login popup (SPEC §2, §4). Success: the session is written, a welcome toast, the popup closes, and a
 * game launch remembered before login (pending-launch) runs. Opened while already logged in: home.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { popupHref, closePopup } = usePopup();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [loggedInAtOpen] = useState(isLoggedIn);
  const signIn = useSignIn();

  if (loggedInAtOpen) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <Form
      schema={loginFormSchema}
      defaultValues={{ email: '', password: '' }}
      testId="login-form"
      onSubmit={async (values) => {
        // mutateAsync: the promise settles even if the popup is gone by then (mutate's callbacks would not).
        const player = await signIn.mutateAsync(values).catch(() => undefined); // error: the red box
        if (player === undefined) return;
        toast.success(t('auth.welcome', { displayName: player?.displayName ?? '' }));
        const gameCode = takePendingLaunch();
        if (gameCode) void navigate(paths.gameLaunch.getHref(gameCode), { replace: true });
        else void closePopup();
      }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            data-autofocus
            data-testid="login-email"
            error={translateFieldError(t, errors.email?.message)}
            {...register('email')}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            data-testid="login-password"
            error={translateFieldError(t, errors.password?.message)}
            {...register('password')}
          />
          <p className="form__aside">
            <Link to={popupHref('reset-password')} replace data-testid="forgot-password-link">
              {t('auth.forgotPassword')}
            </Link>
          </p>
          <div className="form__actions">
            <FormError error={signIn.error} />
            <button
              type="submit"
              className="btn btn-primary btn-block"
              data-testid="login-submit"
              disabled={signIn.isPending}
              aria-busy={signIn.isPending}
            >
              {t('auth.signIn')}
            </button>
          </div>
          <p className="auth-form__switch">
            {t('auth.noAccount')}{' '}
            <Link to={popupHref('signup')} replace data-testid="signup-link">
              {t('header.register')}
            </Link>
          </p>
        </>
      )}
    </Form>
  );
}
