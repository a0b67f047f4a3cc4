import { loginPasswordSchema, otpSchema, phoneNumberSchema, type OtpSentResponse } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { PasswordField, TextField, translateFieldError } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { ResendButton } from '../../../components/ui/resend-button.tsx';
import { useChangePhoneNumber } from '../api/change-phone-number.ts';
import { useRequestOtpSmsForPhoneNumberChange } from '../api/request-otp-sms-for-phone-number-change.ts';

const requestFormSchema = z.object({ password: loginPasswordSchema, phoneNumber: phoneNumberSchema });
const codeFormSchema = z.object({ token: otpSchema });

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
        {({ register, formState: { errors } }) => (
          <>
            <PasswordField
              label={t('auth.currentPassword')}
              autoComplete="current-password"
              data-testid="settings-phone-password"
              error={translateFieldError(t, errors.password?.message)}
              {...register('password')}
            />
            <TextField
              label={t('settings.newPhone')}
              hint={t('phone.numberHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+819012345678"
              data-testid="settings-phone-number"
              error={translateFieldError(t, errors.phoneNumber?.message)}
              {...register('phoneNumber')}
            />
            <div className="form__actions settings__actions">
              <FormError error={request.error} />
              <button
                type="submit"
                className="btn btn-primary"
                data-testid="settings-phone-send"
                disabled={request.isPending}
                aria-busy={request.isPending}
              >
                {t('phone.send')}
              </button>
            </div>
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
    <Form
      schema={codeFormSchema}
      defaultValues={{ token: '' }}
      aria-label={t('settings.phoneSubmit')}
      onSubmit={({ token }) =>
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
    >
      {({ register, formState: { errors } }) => (
        <>
          <p className="form__intro">
            {t('phone.codeIntro', { phoneNumber: pending.phoneNumber })}{' '}
            <button
              type="button"
              className="link-button"
              onClick={startOver}
              aria-label={t('phone.changeLabel')}
            >
              {t('phone.change')}
            </button>
          </p>
          <TextField
            label={t('phone.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-testid="settings-phone-code"
            error={translateFieldError(t, errors.token?.message)}
            {...register('token')}
          />
          <p className="settings__resend">
            <ResendButton
              testId="settings-phone-resend"
              availableAt={sent?.resendAvailableAt}
              pending={request.isPending}
              onResend={() =>
                request.mutate({ ...pending, messageText: smsText }, { onSuccess: (next) => setSent(next) })
              }
            />
          </p>
          <div className="form__actions settings__actions">
            <FormError error={change.error ?? request.error} />
            <button
              type="submit"
              className="btn btn-primary"
              data-testid="settings-phone-submit"
              disabled={change.isPending}
              aria-busy={change.isPending}
            >
              {t('settings.phoneSubmit')}
            </button>
          </div>
        </>
      )}
    </Form>
  );
}
