import { otpSchema, phoneNumberSchema, type OtpSentResponse } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { TextField, translateFieldError } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { ResendButton } from '../../../components/ui/resend-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StepIndicator } from '../../../components/ui/step-indicator.tsx';
import { usePopup } from '../../../lib/popup.ts';
import { logout, useSession } from '../../../lib/session.tsx';
import { usePhoneStatus } from '../api/get-phone-status.ts';
import { useIsPhoneNumberUnique } from '../api/is-phone-number-unique.ts';
import { useRequestOtpSms } from '../api/request-otp-sms.ts';
import { useResetPhoneNumber } from '../api/reset-phone-number.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import './phone-verification.css';

const numberFormSchema = z.object({ phoneNumber: phoneNumberSchema });
const codeFormSchema = z.object({ token: otpSchema });

/**
 * Phone verification (SPEC §2, §4), shown by the popup that cannot be closed. Step 1: the number (unique?
 * then the SMS); step 2: the six-digit code, a resend countdown from the server's resendAvailableAt and
 * 'Change'. A number already on file starts at step 2. Logout is always offered. `onVerified` runs once
 * the code is accepted (the app collects the phone-verified bonus with it).
 */
export function PhoneVerification({ onVerified }: { onVerified?: () => void } = {}) {
  const { t } = useTranslation();
  const { displayName } = useSession();
  const { closePopup } = usePopup();
  const status = usePhoneStatus();
  const unique = useIsPhoneNumberUnique();
  const request = useRequestOtpSms();
  const verify = useVerifyOtp();
  const resetNumber = useResetPhoneNumber();
  const [sent, setSent] = useState<OtpSentResponse | null>(null);
  const [numberError, setNumberError] = useState<unknown>(null);

  const onFile = status.data?.phoneNumber ?? null;
  const phoneNumber = sent?.phoneNumber ?? onFile;
  const step = phoneNumber ? 1 : 0;
  const smsText = t('phone.smsText');

  const footer = (
    <p className="phone__account">
      <span>{t('phone.signedInAs', { displayName: displayName ?? '' })}</span>
      <button type="button" className="link-button" data-testid="phone-logout" onClick={() => void logout()}>
        {t('header.logout')}
      </button>
    </p>
  );

  if (status.isPending) {
    return (
      <>
        <Spinner />
        {footer}
      </>
    );
  }

  const indicator = (
    <StepIndicator
      steps={[{ label: t('phone.stepNumber') }, { label: t('phone.stepCode') }]}
      current={step}
      label={t('phone.steps')}
      testId="phone-steps"
    />
  );

  if (!phoneNumber) {
    return (
      <>
        {indicator}
        <Form
          schema={numberFormSchema}
          defaultValues={{ phoneNumber: '' }}
          onSubmit={async (values, methods) => {
            setNumberError(null);
            try {
              const answer = await unique.mutateAsync(values);
              if (!answer.isUnique) {
                methods.setError(
                  'phoneNumber',
                  { message: 'errors.PHONE_NUMBER_EXISTS' },
                  { shouldFocus: true },
                );
                return;
              }
              setSent(await request.mutateAsync({ phoneNumber: values.phoneNumber, messageText: smsText }));
              verify.reset();
            } catch (error) {
              setNumberError(error);
            }
          }}
        >
          {({ register, formState: { errors, isSubmitting } }) => (
            <>
              <p className="form__intro">{t('phone.intro')}</p>
              <TextField
                label={t('phone.number')}
                hint={t('phone.numberHint')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+819012345678"
                data-autofocus
                data-testid="phone-number"
                error={translateFieldError(t, errors.phoneNumber?.message)}
                {...register('phoneNumber')}
              />
              <div className="form__actions">
                <FormError error={numberError} />
                <button
                  type="submit"
                  className="btn btn-primary btn-block"
                  data-testid="phone-send"
                  disabled={isSubmitting}
                  aria-busy={isSubmitting}
                >
                  {t('phone.send')}
                </button>
              </div>
            </>
          )}
        </Form>
        {footer}
      </>
    );
  }

  const change = () =>
    resetNumber.mutate(undefined, {
      onSuccess: () => {
        setSent(null);
        request.reset();
        verify.reset();
      },
    });

  return (
    <>
      {indicator}
      <p className="form__intro phone__sent">
        <span>{t('phone.codeIntro', { phoneNumber })}</span>{' '}
        <button
          type="button"
          className="link-button"
          data-testid="phone-change"
          aria-label={t('phone.changeLabel')}
          disabled={resetNumber.isPending}
          onClick={change}
        >
          {t('phone.change')}
        </button>
      </p>
      <Form
        schema={codeFormSchema}
        defaultValues={{ token: '' }}
        onSubmit={async ({ token }) => {
          // mutateAsync, not mutate's callbacks: the phone gate may unmount this popup as soon as the
          // status says verified, and the toast must show anyway.
          await verify.mutateAsync({ phoneNumber, token }).then(
            () => {
              toast.success(t('phone.verified'));
              onVerified?.();
              void closePopup();
            },
            () => {}, // shown in the red box (verify.error)
          );
        }}
      >
        {({ register, formState: { errors } }) => (
          <>
            <TextField
              label={t('phone.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              data-autofocus
              data-testid="phone-code"
              error={translateFieldError(t, errors.token?.message)}
              {...register('token')}
            />
            <p className="phone__resend">
              <ResendButton
                testId="phone-resend"
                availableAt={sent?.resendAvailableAt}
                pending={request.isPending}
                onResend={() =>
                  request.mutate(
                    { phoneNumber, messageText: smsText },
                    { onSuccess: (next) => setSent(next) },
                  )
                }
              />
            </p>
            <div className="form__actions">
              <FormError error={verify.error ?? request.error ?? resetNumber.error} />
              <button
                type="submit"
                className="btn btn-primary btn-block"
                data-testid="phone-verify"
                disabled={verify.isPending}
                aria-busy={verify.isPending}
              >
                {t('phone.verify')}
              </button>
            </div>
          </>
        )}
      </Form>
      {footer}
    </>
  );
}
