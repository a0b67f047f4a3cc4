import {
  displayNameSchema,
  emailSchema,
  newPasswordSchema,
  type CaptchaData,
  type Player,
} from '@casino/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  CheckboxField,
  PasswordField,
  TextField,
  translateFieldError,
} from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StepIndicator } from '../../../components/ui/step-indicator.tsx';
import { paths } from '../../../config/paths.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { usePopup } from '../../../lib/popup.ts';
import { useSetSession } from '../../../lib/session.tsx';
import { channelQueryOptions, useChannel } from '../api/get-channel.ts';
import { useIsEmailUsernameUnique } from '../api/is-email-username-unique.ts';
import { useSignUp } from '../api/sign-up.ts';
import { getSignupDraft, setSignupDraft, useSignupDraft, type SignupDraft } from '../signup-draft.ts';
import { CaptchaChallenge } from './captcha-challenge.tsx';
import './auth-form.css';

export const signupFormSchema = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
  password: newPasswordSchema,
  isAgeOver18: z.boolean().refine((agreed) => agreed, 'validation.termsRequired'),
});

const EMPTY: SignupDraft = { email: '', displayName: '', password: '', isAgeOver18: false };

/** How long step 2 ("done") shows before the popup closes: long enough to read, short enough not to wait. */
export const SIGNUP_DONE_MS = 900;

/**
 * Sign-up (SPEC §2, §4) in three honest steps: 0 the form (uniqueness checked first), 1 the captcha when
 * the channel asks for one (its own address, `?popup=captcha`, so Back returns to the filled form), 2 done.
 * The server signs the new player in; the session is written and the popup closes, with no welcome toast.
 */
export function SignupFlow({ stage }: { stage: 'form' | 'captcha' }) {
  const { t, i18n } = useTranslation();
  const { popupHref, closePopup } = usePopup();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setSession = useSetSession();
  const channel = useChannel();
  const unique = useIsEmailUsernameUnique();
  const signUp = useSignUp();
  const draft = useSignupDraft();
  const [created, setCreated] = useState<Player | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const createdRef = useRef<Player | null>(null);

  // Step 2 flashes, then the session is written and the popup closes. Closed early (Escape): write it anyway.
  useEffect(() => {
    if (!created) return;
    const id = window.setTimeout(() => {
      createdRef.current = null;
      setSession(created);
      void closePopup();
    }, SIGNUP_DONE_MS);
    return () => {
      window.clearTimeout(id);
      if (createdRef.current) setSession(createdRef.current);
    };
  }, [created, setSession, closePopup]);

  const register = async (values: SignupDraft, captchaData?: CaptchaData) => {
    const player = await signUp.mutateAsync({
      email: values.email,
      displayName: values.displayName,
      password: values.password,
      isAgeOver18: true,
      languageCode: toLanguageCode(i18n.resolvedLanguage ?? i18n.language),
      captchaData,
    });
    setSignupDraft(null);
    createdRef.current = player;
    setCreated(player);
  };

  const captchaRequired = channel.data?.captcha ?? false;
  const steps = [
    { label: t('auth.stepForm') },
    {
      label: t('auth.stepCaptcha'),
      skipped: channel.isSuccess && !captchaRequired,
      skippedLabel: t('auth.stepSkipped'),
    },
    { label: t('auth.stepDone') },
  ];
  const current = created ? 2 : stage === 'captcha' ? 1 : 0;
  const indicator = (
    <StepIndicator steps={steps} current={current} label={t('auth.steps')} testId="signup-steps" />
  );

  if (created) {
    return (
      <>
        {indicator}
        <div className="auth-form__status" role="status">
          <Spinner />
          <p className="auth-form__status-text">{t('auth.accountCreated')}</p>
        </div>
      </>
    );
  }

  if (stage === 'captcha') {
    if (!draft) {
      return (
        <>
          {indicator}
          <div className="auth-form__status">
            <p className="auth-form__status-text">{t('auth.captchaMissingForm')}</p>
            <Link to={popupHref('signup')} replace className="btn btn-secondary">
              {t('auth.backToForm')}
            </Link>
          </div>
        </>
      );
    }
    return (
      <>
        {indicator}
        <CaptchaChallenge
          submitLabel={t('auth.createAccount')}
          pending={signUp.isPending}
          error={signUp.error}
          onSubmit={(captchaData) => register(draft, captchaData)}
        />
      </>
    );
  }

  return (
    <>
      {indicator}
      <Form
        schema={signupFormSchema}
        defaultValues={getSignupDraft() ?? EMPTY}
        testId="signup-form"
        onSubmit={async (values, methods) => {
          setSubmitError(null);
          try {
            const answer = await unique.mutateAsync({ email: values.email, displayName: values.displayName });
            if (!answer.isEmailUnique || !answer.isDisplayNameUnique) {
              if (!answer.isEmailUnique) {
                methods.setError('email', { message: 'errors.EMAIL_ALREADY_EXISTS' }, { shouldFocus: true });
              }
              if (!answer.isDisplayNameUnique) {
                methods.setError(
                  'displayName',
                  { message: 'errors.DISPLAYNAME_ALREADY_EXISTS' },
                  { shouldFocus: answer.isEmailUnique },
                );
              }
              return;
            }
            const { captcha } = await queryClient.fetchQuery(channelQueryOptions());
            if (captcha) {
              setSignupDraft(values);
              await navigate(popupHref('captcha'));
            } else {
              await register(values);
            }
          } catch (error) {
            setSubmitError(error);
          }
        }}
      >
        {(methods) => {
          const { errors } = methods.formState;
          const pending = methods.formState.isSubmitting;
          return (
            <>
              <TextField
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                data-autofocus
                data-testid="signup-email"
                error={translateFieldError(t, errors.email?.message)}
                {...methods.register('email')}
              />
              <TextField
                label={t('auth.username')}
                autoComplete="username"
                data-testid="signup-displayName"
                error={translateFieldError(t, errors.displayName?.message)}
                {...methods.register('displayName')}
              />
              <PasswordField
                label={t('auth.password')}
                autoComplete="new-password"
                hint={t('auth.passwordHint')}
                data-testid="signup-password"
                error={translateFieldError(t, errors.password?.message)}
                {...methods.register('password')}
              />
              <CheckboxField
                label={
                  <>
                    {t('auth.ageAndTerms')} (
                    <Link to={paths.termsOfUse.getHref()} target="_blank" rel="noopener">
                      {t('auth.termsLink')}
                    </Link>
                    )
                  </>
                }
                data-testid="signup-terms"
                error={translateFieldError(t, errors.isAgeOver18?.message)}
                {...methods.register('isAgeOver18')}
              />
              <div className="form__actions">
                <FormError error={submitError} />
                <button
                  type="submit"
                  className="btn btn-primary btn-block"
                  data-testid="signup-submit"
                  disabled={pending}
                  aria-busy={pending}
                >
                  {captchaRequired ? t('auth.next') : t('auth.createAccount')}
                </button>
              </div>
              <p className="auth-form__switch">
                {t('auth.haveAccount')}{' '}
                <Link to={popupHref('login')} replace>
                  {t('header.login')}
                </Link>
              </p>
            </>
          );
        }}
      </Form>
    </>
  );
}
