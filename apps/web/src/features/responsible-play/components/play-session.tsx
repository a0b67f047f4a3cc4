import type { PlaySessionSummary } from '@casino/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlaySession } from '../api/get-session.ts';
import { answeredCheck, dueCheck, formatElapsed, rememberAnswered } from '../utils/session-clock.ts';
import './play-session.css';

/** The device's time now, every second (Playwright's clock moves it in tests). */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * How far the server's clock is ahead of this device's, measured once per session at its first answer:
 * from then on the session time runs on the device's clock (a later refetch does not re-base it).
 */
function useServerOffset(summary: PlaySessionSummary | undefined, fetchedAt: number) {
  const [base, setBase] = useState<{ startedAt: string; offset: number } | null>(null);
  if (summary && base?.startedAt !== summary.startedAt) {
    const next = { startedAt: summary.startedAt, offset: Date.parse(summary.now) - fetchedAt };
    setBase(next);
    return next.offset;
  }
  return base?.offset ?? 0;
}

/**
 * Over a game (signed in, real coins): the on-screen clock (local time and session time) and the reality
 * check every N minutes the player chose — time played and coins bet, won and net this session, with
 * "continue", "see history" and "stop playing". The game's frame stays mounted under the check, so a round
 * in progress goes on and is there when the player continues.
 */
export function PlaySessionWatch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = usePlaySession();
  const now = useNow();
  // The check answered last, per session start (kept in the tab too, so a reload does not repeat it).
  const [answered, setAnswered] = useState<Record<string, number>>({});
  const summary = session.data;
  const offset = useServerOffset(summary, session.dataUpdatedAt);
  const elapsed = summary ? now + offset - Date.parse(summary.startedAt) : 0;
  const due = summary ? dueCheck(elapsed, summary.realityCheckMinutes) : 0;
  const last = summary ? (answered[summary.startedAt] ?? answeredCheck(summary.startedAt)) : 0;
  const open = summary && due > last ? due : null;
  const refetch = session.refetch;

  // The coins of this session as of the check.
  useEffect(() => {
    if (open !== null) void refetch();
  }, [open, refetch]);

  const answer = () => {
    if (!summary || open === null) return;
    rememberAnswered(summary.startedAt, open);
    setAnswered({ ...answered, [summary.startedAt]: open });
  };
  const local = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ja-JP', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
  const coins = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'ja-JP');

  return (
    <>
      <p className="play-clock" data-testid="play-clock" aria-label={t('responsiblePlay.clock.label')}>
        <span className="play-clock__item">
          <span className="play-clock__name">{t('responsiblePlay.clock.local')}</span>
          <time className="play-clock__value" data-testid="play-clock-local">
            {local}
          </time>
        </span>
        {summary ? (
          <span className="play-clock__item">
            <span className="play-clock__name">{t('responsiblePlay.clock.session')}</span>
            <span className="play-clock__value" data-testid="play-clock-session">
              {formatElapsed(elapsed)}
            </span>
          </span>
        ) : null}
      </p>
      {open !== null && summary ? (
        <Dialog title={t('responsiblePlay.check.title')} testId="reality-check">
          <p className="reality-check__lead">
            {t('responsiblePlay.check.lead', { minutes: Math.floor(elapsed / 60_000) })}
          </p>
          <dl className="reality-check__figures">
            <div>
              <dt>{t('responsiblePlay.check.time')}</dt>
              <dd data-testid="reality-check-time">{formatElapsed(elapsed)}</dd>
            </div>
            <div>
              <dt>{t('responsiblePlay.check.bet')}</dt>
              <dd data-testid="reality-check-bet">{coins(summary.coinsBet)}</dd>
            </div>
            <div>
              <dt>{t('responsiblePlay.check.won')}</dt>
              <dd data-testid="reality-check-won">{coins(summary.coinsWon)}</dd>
            </div>
            <div>
              <dt>{t('responsiblePlay.check.net')}</dt>
              <dd data-testid="reality-check-net">{(summary.net > 0 ? '+' : '') + coins(summary.net)}</dd>
            </div>
          </dl>
          <div className="reality-check__actions">
            <button
              type="button"
              className="btn btn-primary"
              data-testid="reality-check-continue"
              onClick={answer}
            >
              {t('responsiblePlay.check.continue')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              data-testid="reality-check-history"
              onClick={() => {
                answer();
                void navigate(paths.betHistory.getHref());
              }}
            >
              {t('responsiblePlay.check.history')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              data-testid="reality-check-stop"
              onClick={() => {
                answer();
                void navigate(paths.home.getHref());
              }}
            >
              {t('responsiblePlay.check.stop')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
