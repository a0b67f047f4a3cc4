import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../lib/use-countdown.ts';

/** "Resend code", locked with a countdown until the server's resendAvailableAt (SPEC §4: 30 s). */
export function ResendButton({
  availableAt,
  onResend,
  pending = false,
  testId,
}: {
  availableAt: string | null | undefined;
  onResend: () => void;
  pending?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const seconds = useCountdown(availableAt);
  const locked = seconds > 0;
  return (
    <button
      type="button"
      className="link-button resend-button"
      data-testid={testId}
      data-seconds={seconds}
      disabled={locked || pending}
      onClick={onResend}
    >
      <span className="tabular">{locked ? t('phone.resendIn', { seconds }) : t('phone.resend')}</span>
    </button>
  );
}
