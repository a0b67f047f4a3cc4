import { phoneNumberSchema, type OtpSentResponse } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import { FormPhoneNumberField } from '../../../components/ui/form-field.tsx';
import { OtpCodeStep } from '../../../components/ui/otp-code-step.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StepIndicator } from '../../../components/ui/step-indicator.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { usePopup } from '../../../lib/popup.ts';
import { logout, useSession } from '../../../lib/session.tsx';
import { usePhoneStatus } from '../../../lib/phone-status.ts';
import { useIsPhoneNumberUnique } from '../api/is-phone-number-unique.ts';
import { useRequestOtpSms } from '../api/request-otp-sms.ts';
import { useResetPhoneNumber } from '../api/reset-phone-number.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import './phone-verification.css';

const numberFormSchema = z.object({ phoneNumber: phoneNumberSchema });

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
  const request = useRequestOtpSms();
  const verify = useVerifyOtp();
  const resetNumber = useResetPhoneNumber();
  const [sent, setSent] = useState<OtpSentResponse | null>(null);

  const onFile = status.data?.phoneNumber ?? null;
  const phoneNumber = sent?.phoneNumber ?? onFile;
  // After a reload the server still knows the code it sent: its resend countdown carries on (issue 25).
  const resendAvailableAt = (sent ?? status.data?.verifyCode)?.resendAvailableAt;
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
        <PhoneNumberStep
          onSent={(next) => {
            setSent(next);
            verify.reset();
          }}
        />
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
      <OtpCodeStep
        phoneNumber={phoneNumber}
        onChangeNumber={change}
        changeDisabled={resetNumber.isPending}
        resendAvailableAt={resendAvailableAt}
        resendPending={request.isPending}
        onResend={() =>
          request.mutate({ phoneNumber, messageText: smsText }, { onSuccess: (next) => setSent(next) })
        }
        onSubmit={async (token) => {
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
        error={verify.error ?? request.error ?? resetNumber.error}
        busy={verify.isPending}
        submitLabel={t('phone.verify')}
        testIds={{
          change: 'phone-change',
          code: 'phone-code',
          resend: 'phone-resend',
          submit: 'phone-verify',
        }}
      />
      {footer}
    </>
  );
}

/** Step 1: the number; unique? then the SMS. */
function PhoneNumberStep({ onSent }: { onSent: (sent: OtpSentResponse) => void }) {
  const { t } = useTranslation();
  const unique = useIsPhoneNumberUnique();
  const request = useRequestOtpSms();
  const [error, setError] = useState<unknown>(null);
  return (
    <Form
      schema={numberFormSchema}
      defaultValues={{ phoneNumber: '' }}
      onSubmit={async (values, methods) => {
        setError(null);
        try {
          const answer = await unique.mutateAsync(values);
          if (!answer.isUnique) {
            methods.setError('phoneNumber', { message: 'errors.PHONE_NUMBER_EXISTS' }, { shouldFocus: true });
            return;
          }
          onSent(
            await request.mutateAsync({ phoneNumber: values.phoneNumber, messageText: t('phone.smsText') }),
          );
        } catch (caught) {
          setError(caught);
        }
      }}
    >
      {() => (
        <>
          <p className="form__intro">{t('phone.intro')}</p>
          <FormPhoneNumberField label={t('phone.number')} data-autofocus data-testid="phone-number" />
          <SubmitRow error={error} testId="phone-send">
            {t('phone.send')}
          </SubmitRow>
        </>
      )}
    </Form>
  );
}
