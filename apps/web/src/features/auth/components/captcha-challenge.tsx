import type { CaptchaData } from '@casino/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { CAPTCHA_QUERY_KEY, useCaptchaChallenge } from '../api/get-captcha-challenge.ts';

const captchaFormSchema = z.object({
  answer: z.string().trim().min(1, 'validation.captchaRequired').max(64, 'validation.captchaRequired'),
});

/**
 * The captcha (SPEC §2, §9: a 300 × 450 container): the challenge picture, a new-picture button, the
 * answer. One implementation, used by the sign-up flow's captcha step. A challenge is single-use, so any
 * failed submit fetches a new one.
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
  const queryClient = useQueryClient();
  const challenge = useCaptchaChallenge();
  const refresh = () => void queryClient.refetchQueries({ queryKey: CAPTCHA_QUERY_KEY });

  return (
    <div className="captcha">
      <p className="captcha__instructions">{t('auth.captchaInstructions')}</p>
      <div className="captcha__frame">
        {challenge.data ? (
          <img
            className="captcha__image"
            data-testid="captcha-image"
            src={challenge.data.image}
            alt={t('auth.captchaImage')}
            width={challenge.data.width}
            height={challenge.data.height}
          />
        ) : challenge.isPending || challenge.isFetching ? (
          <Spinner />
        ) : null}
      </div>
      <button
        type="button"
        className="link-button captcha__refresh"
        data-testid="captcha-refresh"
        disabled={challenge.isFetching}
        onClick={refresh}
      >
        {t('auth.captchaRefresh')}
      </button>
      <Form
        schema={captchaFormSchema}
        defaultValues={{ answer: '' }}
        className="captcha__form"
        onSubmit={async ({ answer }) => {
          if (!challenge.data) return;
          try {
            await onSubmit({ challengeId: challenge.data.challengeId, answer });
          } catch {
            refresh();
          }
        }}
      >
        {() => (
          <>
            <FormTextField
              name="answer"
              label={t('auth.captchaAnswer')}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              data-autofocus
              data-testid="captcha-answer"
            />
            <SubmitRow
              error={error ?? challenge.error}
              busy={pending}
              disabled={!challenge.data}
              testId="captcha-submit"
            >
              {submitLabel}
            </SubmitRow>
          </>
        )}
      </Form>
    </div>
  );
}
