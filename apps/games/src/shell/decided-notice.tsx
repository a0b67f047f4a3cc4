import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFY_PAGE_PATH, type StudioRoundResponse, type StudioSessionResponse } from '@casino/contract';
import { reportRoundsSeen } from '../api/round-state.ts';
import { verifyUrl } from '../fairness/verify-path.ts';
import { formatCoins } from '../lib/format.ts';
import { Dialog } from '../shared/dialog.tsx';
import './decision.css';

/** The multiplier behind the position the server picked, when the round's bonus shows one (Cash Hunt: ×5). */
export function pickedValue(round: StudioRoundResponse): number | undefined {
  for (const child of round.outcome.children) {
    const trace = (child.details as { trace?: { hidden?: unknown; picked?: unknown } } | undefined)?.trace;
    if (Array.isArray(trace?.hidden) && typeof trace.picked === 'number') {
      const value: unknown = trace.hidden[trace.picked];
      if (typeof value === 'number') return value;
    }
  }
  return undefined;
}

/**
 * Rounds the server decided for the player while they were away (the session's `decidedForYou`): told
 * when the game opens, each with what was picked and what it paid and a link to verify it. Closing the
 * notice reports them shown (POST /studio/round/seen), so the next visit does not tell them again.
 */
export function DecidedNotice({
  session,
  rounds,
}: {
  session: StudioSessionResponse;
  rounds: StudioRoundResponse[];
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  const close = useCallback(() => {
    setOpen(false);
    void reportRoundsSeen(
      session.gameSessionId,
      rounds.map((round) => round.roundId),
    ).catch(() => undefined);
  }, [session.gameSessionId, rounds]);
  if (!open) return null;
  return (
    <Dialog
      titleId="decided-title"
      title={t('decision.decided.title')}
      testId="decided-notice"
      closeLabel={t('decision.decided.ok')}
      onClose={close}
      className="decided-dialog"
    >
      <p>{t('decision.decided.intro')}</p>
      <ul className="decided-list">
        {rounds.map((round) => {
          const value = pickedValue(round);
          return (
            <li
              key={round.roundId}
              className="decided-round"
              data-testid="decided-round"
              data-win={round.win}
            >
              <span className="decided-pick" data-testid="decided-pick">
                {value !== undefined
                  ? t('decision.decided.pickedValue', { value })
                  : t('decision.decided.picked')}
              </span>
              <span className="decided-paid figure" data-testid="decided-paid">
                {t('decision.decided.paid', { amount: formatCoins(round.win, i18n.language) })}
              </span>
              <a
                className="decided-verify"
                href={verifyUrl(VERIFY_PAGE_PATH, round.roundId, i18n.language)}
                target="_blank"
                rel="noreferrer"
              >
                {t('decision.decided.verify')}
              </a>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

/** The pick's deadline on screen: the seconds left before the server picks for the player. */
export function DecisionCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <p
      className="decision-countdown figure"
      data-testid="decision-countdown"
      data-seconds={seconds}
      role="timer"
    >
      {t('decision.countdown', { seconds })}
    </p>
  );
}
