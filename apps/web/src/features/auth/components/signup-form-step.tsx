import {
  displayNameSchema,
  emailSchema,
  newPasswordSchema,
  realityCheckIntervalSchema,
} from '@casino/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import {
  FormCheckboxField,
  FormEmailField,
  FormPasswordField,
  FormTextField,
} from '../../../components/ui/form-field.tsx';
import { RealityCheckSelect } from '../../../components/ui/reality-check-select.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { paths } from '../../../config/paths.ts';
import { usePopup } from '../../../lib/popup.ts';
import { channelQueryOptions } from '../api/get-channel.ts';
import { useIsEmailUsernameUnique } from '../api/is-email-username-unique.ts';
import { startCaptcha } from '../captcha/pow-solver.ts';
import { getSignupDraft, setSignupDraft, type SignupDraft } from '../signup-draft.ts';

export const signupFormSchema = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
  password: newPasswordSchema,
  isAgeOver18: z.boolean().refine((agreed) => agreed, 'validation.termsRequired'),
  realityCheckMinutes: z.coerce.number().pipe(realityCheckIntervalSchema),
});

const EMPTY: SignupDraft = {
  email: '',
  displayName: '',
  password: '',
  isAgeOver18: false,
  realityCheckMinutes: 0,
};

/** The reality-check interval offered at sign-up (responsible play): off, 15, 30 or 60 minutes. */
function RealityCheckSignupField() {
  const { t } = useTranslation();
  const { register } = useFormContext();
  return (
    <RealityCheckSelect
      label={t('responsiblePlay.realityCheck.signupLabel')}
      testId="signup-reality-check"
      {...register('realityCheckMinutes')}
    />
  );
}

/**
 * Sign-up step 0: the form. E-mail and name are checked unique first; then either the captcha step (its own
 * address, the values kept as a draft so Back returns to the filled form) or `onRegister` straight away.
 */
export function SignupFormStep({
  captchaRequired,
  onRegister,
}: {
  captchaRequired: boolean;
  onRegister: (values: SignupDraft) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { popupHref } = usePopup();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unique = useIsEmailUsernameUnique();
  const [submitError, setSubmitError] = useState<unknown>(null);
  // The captcha's work runs in a Web Worker while the player types: usually done before step 1 opens.
  useEffect(() => {
    if (captchaRequired) startCaptcha();
  }, [captchaRequired]);

  return (
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
            await onRegister(values);
          }
        } catch (error) {
          setSubmitError(error);
        }
      }}
    >
      {() => (
        <>
          <FormEmailField data-autofocus data-testid="signup-email" />
          <FormTextField
            name="displayName"
            label={t('auth.username')}
            autoComplete="username"
            data-testid="signup-displayName"
          />
          <FormPasswordField
            name="password"
            label={t('auth.password')}
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            data-testid="signup-password"
          />
          <FormCheckboxField
            name="isAgeOver18"
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
          />
          <RealityCheckSignupField />
          <SubmitRow error={submitError} testId="signup-submit">
            {captchaRequired ? t('auth.next') : t('auth.createAccount')}
          </SubmitRow>
          <p className="auth-form__switch">
            {t('auth.haveAccount')}{' '}
            <Link to={popupHref('login')} replace>
              {t('header.login')}
            </Link>
          </p>
        </>
      )}
    </Form>
  );
}
