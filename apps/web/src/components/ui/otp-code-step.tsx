import { loginPasswordSchema, otpSchema } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form } from './form.tsx';
import { FormPasswordField, FormTextField } from './form-field.tsx';
import { ResendButton } from './resend-button.tsx';
import { SubmitRow } from './submit-row.tsx';
import './otp-code-step.css';

const codeFormSchema = z.object({ token: otpSchema, password: z.string().optional() });
/** The code step of a change of number resumed after a reload: the password is asked again with it. */
const codeAndPasswordSchema = z.object({ token: otpSchema, password: loginPasswordSchema });

interface OtpCodeStepProps {
  /** Where the code was sent (shown in the intro). */
  phoneNumber: string;
  /** 'Change': back to the number step. */
  onChangeNumber: () => void;
  changeDisabled?: boolean;
  /** The server's resendAvailableAt: 'Resend code' is locked with a countdown until then (SPEC §4). */
  resendAvailableAt: string | null | undefined;
  resendPending: boolean;
  /** With `passwordField`: the password typed (resend waits until there is one). */
  onResend: (password?: string) => void;
  /** The six validated digits (and the password with `passwordField`). */
  onSubmit: (token: string, password?: string) => unknown;
  /** Ask the account password with the code (a change of number resumed after a reload, issue 25). */
  passwordField?: { label: string; testId: string };
  /** The failed call for the red box (verify, resend or change). */
  error: unknown;
  busy: boolean;
  submitLabel: string;
  testIds: { change?: string; code: string; resend: string; submit: string };
  /** popup: full-width button, resend at the end, the code field focused; inline: a settings row. */
  layout?: 'popup' | 'inline';
  /** Extra class for the actions row (inline layout). */
  actionsClassName?: string;
  'aria-label'?: string;
}

/**
 * The SMS-code step (SPEC §2, §4), one implementation for phone verification and for changing the number:
 * the number it went to with 'Change', the six-digit code, 'Resend code' with its timer, the red box and
 * the submit button.
 */
export function OtpCodeStep({
  phoneNumber,
  onChangeNumber,
  changeDisabled = false,
  resendAvailableAt,
  resendPending,
  onResend,
  onSubmit,
  error,
  busy,
  submitLabel,
  testIds,
  passwordField,
  layout = 'popup',
  actionsClassName,
  'aria-label': ariaLabel,
}: OtpCodeStepProps) {
  const { t } = useTranslation();
  const popup = layout === 'popup';
  return (
    <Form
      schema={passwordField ? codeAndPasswordSchema : codeFormSchema}
      defaultValues={{ token: '', password: '' }}
      aria-label={ariaLabel}
      onSubmit={({ token, password }) => onSubmit(token, passwordField ? password : undefined)}
    >
      {(methods) => (
        <>
          <p className="form__intro otp-step__sent">
            <span>{t('phone.codeIntro', { phoneNumber })}</span>{' '}
            <button
              type="button"
              className="link-button"
              data-testid={testIds.change}
              aria-label={t('phone.changeLabel')}
              disabled={changeDisabled}
              onClick={onChangeNumber}
            >
              {t('phone.change')}
            </button>
          </p>
          {passwordField ? (
            <FormPasswordField
              name="password"
              label={passwordField.label}
              autoComplete="current-password"
              data-testid={passwordField.testId}
            />
          ) : null}
          <FormTextField
            name="token"
            label={t('phone.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-autofocus={popup ? true : undefined}
            data-testid={testIds.code}
          />
          <p className={popup ? 'otp-step__resend otp-step__resend--end' : 'otp-step__resend'}>
            <ResendButton
              testId={testIds.resend}
              availableAt={resendAvailableAt}
              pending={resendPending}
              onResend={() => {
                if (!passwordField) return onResend();
                const password = methods.getValues('password');
                if (password) onResend(password);
                else void methods.trigger('password');
              }}
            />
          </p>
          <SubmitRow
            error={error}
            busy={busy}
            testId={testIds.submit}
            block={popup}
            className={actionsClassName}
          >
            {submitLabel}
          </SubmitRow>
        </>
      )}
    </Form>
  );
}
