import { loginPasswordSchema, phoneNumberSchema, type OtpSentResponse } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import { FormPasswordField, FormPhoneNumberField } from '../../../components/ui/form-field.tsx';
import { OtpCodeStep } from '../../../components/ui/otp-code-step.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { usePhoneStatus } from '../../../lib/phone-status.ts';
import { useChangePhoneNumber } from '../api/change-phone-number.ts';
import { useRequestOtpSmsForPhoneNumberChange } from '../api/request-otp-sms-for-phone-number-change.ts';

const requestFormSchema = z.object({ password: loginPasswordSchema, phoneNumber: phoneNumberSchema });

/**
 * Settings → change phone number: password + new number → code → POST change-phone-number. A code sent
 * before a reload (the phone status' changeCode, issue 25) resumes at the code step, which then asks the
 * password again with the code (the page never keeps a password).
 */
export function ChangePhoneNumberForm() {
  const { t } = useTranslation();
  const request = useRequestOtpSmsForPhoneNumberChange();
  const change = useChangePhoneNumber();
  const status = usePhoneStatus();
  const [pending, setPending] = useState<{ password?: string; phoneNumber: string } | null>(null);
  const [sent, setSent] = useState<OtpSentResponse | null>(null);
  const [resumeDismissed, setResumeDismissed] = useState(false);
  const smsText = t('phone.smsText');
  const resumable = status.data?.isVerified && !resumeDismissed ? status.data.changeCode : null;
  const current = pending ?? (resumable ? { phoneNumber: resumable.phoneNumber } : null);

  if (!current) {
    return (
      <Form
        schema={requestFormSchema}
        defaultValues={{ password: '', phoneNumber: '' }}
        aria-label={t('settings.phoneSubmit')}
        onSubmit={(values) =>
          request.mutate(
            { ...values, messageText: smsText },
            {
              onSuccess: (next) => {
                setSent(next);
                setPending(values);
              },
            },
          )
        }
      >
        {() => (
          <>
            <FormPasswordField
              name="password"
              label={t('auth.currentPassword')}
              autoComplete="current-password"
              data-testid="settings-phone-password"
            />
            <FormPhoneNumberField label={t('settings.newPhone')} data-testid="settings-phone-number" />
            <SubmitRow
              error={request.error}
              busy={request.isPending}
              testId="settings-phone-send"
              block={false}
              className="settings__actions"
            >
              {t('phone.send')}
            </SubmitRow>
          </>
        )}
      </Form>
    );
  }

  const startOver = () => {
    setPending(null);
    setSent(null);
    setResumeDismissed(true);
    request.reset();
    change.reset();
  };
  // Resumed after a reload: the password was not kept, so the code step asks for it.
  const knownPassword = current.password;
  const passwordOf = (typed?: string) => knownPassword ?? typed ?? '';

  return (
    <OtpCodeStep
      layout="inline"
      aria-label={t('settings.phoneSubmit')}
      phoneNumber={current.phoneNumber}
      onChangeNumber={startOver}
      resendAvailableAt={(sent ?? resumable)?.resendAvailableAt}
      resendPending={request.isPending}
      passwordField={
        knownPassword === undefined
          ? { label: t('auth.currentPassword'), testId: 'settings-phone-code-password' }
          : undefined
      }
      onResend={(typed) =>
        request.mutate(
          { phoneNumber: current.phoneNumber, password: passwordOf(typed), messageText: smsText },
          { onSuccess: (next) => setSent(next) },
        )
      }
      onSubmit={(token, typed) =>
        change.mutate(
          { phoneNumber: current.phoneNumber, password: passwordOf(typed), token },
          {
            onSuccess: () => {
              toast.success(t('settings.phoneChanged'));
              startOver();
            },
          },
        )
      }
      error={change.error ?? request.error}
      busy={change.isPending}
      submitLabel={t('settings.phoneSubmit')}
      testIds={{
        change: 'settings-phone-change',
        code: 'settings-phone-code',
        resend: 'settings-phone-resend',
        submit: 'settings-phone-submit',
      }}
      actionsClassName="settings__actions"
    />
  );
}
