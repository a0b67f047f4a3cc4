import type { CaptchaData } from '@casino/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import '../../../components/ui/spinner.css';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { resetCaptcha, restartCaptcha, startCaptcha, useCaptchaState } from '../captcha/pow-solver.ts';

const noFields = z.object({});

/**
 * The captcha (SPEC §2, §9; issue 24 hole 10): a proof of work the browser does by itself in a Web Worker,
 * started while the player filled the form. Nothing to read or type, so nothing for a screen reader to miss:
 * the state (verifying…, verified, failed + retry) is announced through a live region. A challenge is
 * single use, so any failed submit starts a new one.
 */
export function CaptchaChallenge({
  onSubmit,
  error,
  pending,
  submitLabel,
}: {
  onSubmit: (data: CaptchaData) => Promise<unknown>;
  error: unknown;
  pending: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const captcha = useCaptchaState();
  useEffect(startCaptcha, []);

  return (
    <Form
      schema={noFields}
      defaultValues={{}}
      className="captcha"
      onSubmit={async () => {
        if (captcha.status !== 'verified') return;
        try {
          await onSubmit(captcha.data);
          resetCaptcha();
        } catch {
          restartCaptcha();
        }
      }}
    >
      {() => (
        <>
          <p className="captcha__instructions">{t('auth.captchaInstructions')}</p>
          <div
            className={`captcha__frame captcha__frame--${captcha.status}`}
            role="status"
            data-testid="captcha-status"
            data-state={captcha.status}
            data-solve-ms={captcha.status === 'verified' ? Math.round(captcha.ms) : undefined}
          >
            {captcha.status === 'verified' ? (
              <>
                <span className="captcha__mark" aria-hidden="true">
                  ✓
                </span>
                <span>{t('auth.captchaVerified')}</span>
              </>
            ) : captcha.status === 'failed' ? (
              <>
                <span>{t('auth.captchaFailed')}</span>
                <button
                  type="button"
                  className="btn btn-secondary captcha__retry"
                  data-testid="captcha-retry"
                  onClick={restartCaptcha}
                >
                  {t('auth.captchaRetry')}
                </button>
              </>
            ) : (
              <>
                <span className="spinner__ring captcha__ring" aria-hidden="true" />
                <span>{t('auth.captchaVerifying')}</span>
              </>
            )}
          </div>
          <SubmitRow
            error={error}
            busy={pending}
            disabled={captcha.status !== 'verified'}
            testId="captcha-submit"
          >
            {submitLabel}
          </SubmitRow>
        </>
      )}
    </Form>
  );
}
