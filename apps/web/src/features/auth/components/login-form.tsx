import { emailSchema, loginPasswordSchema } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import { FormEmailField, FormPasswordField } from '../../../components/ui/form-field.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
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
      {() => (
        <>
          <FormEmailField data-autofocus data-testid="login-email" />
          <FormPasswordField
            name="password"
            label={t('auth.password')}
            autoComplete="current-password"
            data-testid="login-password"
          />
          <p className="form__aside">
            <Link to={popupHref('reset-password')} replace data-testid="forgot-password-link">
              {t('auth.forgotPassword')}
            </Link>
          </p>
          <SubmitRow error={signIn.error} busy={signIn.isPending} testId="login-submit">
            {t('auth.signIn')}
          </SubmitRow>
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
