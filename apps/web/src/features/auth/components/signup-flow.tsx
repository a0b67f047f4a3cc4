import type { CaptchaData, Player } from '@casino/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StepIndicator } from '../../../components/ui/step-indicator.tsx';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { usePopup } from '../../../lib/popup.ts';
import { useSetSession } from '../../../lib/session.tsx';
import { useChannel } from '../api/get-channel.ts';
import { useSignUp } from '../api/sign-up.ts';
import { setSignupDraft, useSignupDraft, type SignupDraft } from '../signup-draft.ts';
import { CaptchaChallenge } from './captcha-challenge.tsx';
import { SignupFormStep } from './signup-form-step.tsx';
import './auth-form.css';

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
  const setSession = useSetSession();
  const channel = useChannel();
  const signUp = useSignUp();
  const draft = useSignupDraft();
  const [created, setCreated] = useState<Player | null>(null);
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
      realityCheckMinutes: values.realityCheckMinutes,
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
      <SignupFormStep captchaRequired={captchaRequired} onRegister={(values) => register(values)} />
    </>
  );
}
