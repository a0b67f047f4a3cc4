import { loginPasswordSchema, phoneNumberSchema, type OtpSentResponse } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import { FormPasswordField, FormTextField } from '../../../components/ui/form-field.tsx';
import { OtpCodeStep } from '../../../components/ui/otp-code-step.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { useChangePhoneNumber } from '../api/change-phone-number.ts';
import { useRequestOtpSmsForPhoneNumberChange } from '../api/request-otp-sms-for-phone-number-change.ts';

const requestFormSchema = z.object({ password: loginPasswordSchema, phoneNumber: phoneNumberSchema });

/** Settings → change phone number: password + new number → code → POST change-phone-number. */
export function ChangePhoneNumberForm() {
  const { t } = useTranslation();
  const request = useRequestOtpSmsForPhoneNumberChange();
  const change = useChangePhoneNumber();
  const [pending, setPending] = useState<{ password: string; phoneNumber: string } | null>(null);
  const [sent, setSent] = useState<OtpSentResponse | null>(null);
  const smsText = t('phone.smsText');

  if (!pending) {
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
            <FormTextField
              name="phoneNumber"
              label={t('settings.newPhone')}
              hint={t('phone.numberHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+819012345678"
              data-testid="settings-phone-number"
            />
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
    request.reset();
    change.reset();
  };

  return (
    <OtpCodeStep
      layout="inline"
      aria-label={t('settings.phoneSubmit')}
      phoneNumber={pending.phoneNumber}
      onChangeNumber={startOver}
      resendAvailableAt={sent?.resendAvailableAt}
      resendPending={request.isPending}
      onResend={() =>
        request.mutate({ ...pending, messageText: smsText }, { onSuccess: (next) => setSent(next) })
      }
      onSubmit={(token) =>
        change.mutate(
          { ...pending, token },
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
        code: 'settings-phone-code',
        resend: 'settings-phone-resend',
        submit: 'settings-phone-submit',
      }}
      actionsClassName="settings__actions"
    />
  );
}
