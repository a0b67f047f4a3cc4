import { otpSchema } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form } from './form.tsx';
import { FormTextField } from './form-field.tsx';
import { ResendButton } from './resend-button.tsx';
import { SubmitRow } from './submit-row.tsx';
import './otp-code-step.css';

const codeFormSchema = z.object({ token: otpSchema });

interface OtpCodeStepProps {
  /** Where the code was sent (shown in the intro). */
  phoneNumber: string;
  /** 'Change': back to the number step. */
  onChangeNumber: () => void;
  changeDisabled?: boolean;
  /** The server's resendAvailableAt: 'Resend code' is locked with a countdown until then (SPEC §4). */
  resendAvailableAt: string | null | undefined;
  resendPending: boolean;
  onResend: () => void;
  /** The six validated digits. */
  onSubmit: (token: string) => unknown;
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
  layout = 'popup',
  actionsClassName,
  'aria-label': ariaLabel,
}: OtpCodeStepProps) {
  const { t } = useTranslation();
  const popup = layout === 'popup';
  return (
    <Form
      schema={codeFormSchema}
      defaultValues={{ token: '' }}
      aria-label={ariaLabel}
      onSubmit={({ token }) => onSubmit(token)}
    >
      {() => (
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
              onResend={onResend}
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
