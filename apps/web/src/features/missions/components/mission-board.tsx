import type { LanguageCode, Mission, MissionCadence } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useClaimAllMissions, useClaimMission } from '../api/claim-mission.ts';
import { useMissions } from '../api/get-missions.ts';
import './missions.css';

const locale = (language: LanguageCode) => (language === 'en' ? 'en-US' : 'ja-JP');

/** A date and time in the site's language, in Japan's time (the missions' clock). */
function when(iso: string, language: LanguageCode) {
  return new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : 'ja-JP', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  });
}

/** The reset time of day in Japan, read off a period's start (e.g. 04:00). */
const resetHour = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' });

const claimable = (m: Mission) => m.completed && m.claimedDate === null;

function MissionRow({
  mission,
  language,
  now,
  onClaimed,
}: {
  mission: Mission;
  language: LanguageCode;
  now: number;
  onClaimed?: (reward: number) => void;
}) {
  const { t } = useTranslation();
  const claim = useClaimMission(onClaimed);
  const shown = Math.min(mission.progress, mission.target);
  const n = (value: number) => value.toLocaleString(locale(language));
  const previous = Date.parse(mission.completeBy) <= now;
  return (
    <li
      className={`mission mission--${mission.tier.toLowerCase()}`}
      data-testid="mission"
      data-ladder={mission.ladder}
      data-tier={mission.tier}
    >
      <div className="mission__head">
        <span className="mission__tier">{t(`missions.tiers.${mission.tier}`)}</span>
        <span className="mission__name">{mission.name}</span>
        <span className="mission__reward">{t('missions.reward', { amount: n(mission.reward) })}</span>
      </div>
      <div
        className="mission__bar"
        role="progressbar"
        aria-label={mission.name}
        aria-valuemin={0}
        aria-valuemax={mission.target}
        aria-valuenow={shown}
      >
        <span className="mission__fill" style={{ width: `${(shown / mission.target) * 100}%` }} />
      </div>
      <div className="mission__foot">
        <span className="mission__progress" data-testid="mission-progress">
          {t('missions.progress', { done: n(shown), target: n(mission.target) })}
        </span>
        <span className="mission__deadlines">
          {previous ? null : (
            <span>{t('missions.completeBy', { date: when(mission.completeBy, language) })}</span>
          )}
          <span>{t('missions.claimBy', { date: when(mission.claimBy, language) })}</span>
        </span>
      </div>
      <FormError error={claim.error} />
      {mission.claimedDate !== null ? (
        <p className="mission__claimed" data-testid="mission-claimed">
          {t('missions.claimed')}
        </p>
      ) : claimable(mission) ? (
        <button
          type="button"
          className="btn btn-primary mission__claim"
          data-testid="mission-claim"
          disabled={claim.isPending}
          onClick={() => claim.mutate(mission.missionId)}
        >
          {t('missions.claim', { amount: n(mission.reward) })}
        </button>
      ) : null}
    </li>
  );
}

/**
 * The player's missions (issue 30): daily and weekly ladders, bronze → silver → gold, each with its
 * progress, its deadline to complete and its later deadline to claim, a Claim per mission and Claim
 * all. `onClaimed` is the app's (balance and reward moment): features do not know each other.
 */
export function MissionBoard({
  language,
  onClaimed,
}: {
  language: LanguageCode;
  onClaimed?: (reward: number) => void;
}) {
  const { t } = useTranslation();
  const missions = useMissions(language);
  const claimAll = useClaimAllMissions(onClaimed);
  if (missions.isPending) return <Spinner />;
  if (missions.isError) return <FormError error={missions.error} />;
  const { available, hiddenByLimit } = missions.data;
  if (!available) return <Notice testId="missions-unavailable">{t('missions.unavailable')}</Notice>;
  const list = missions.data.missions;
  const ready = list.filter(claimable);
  const now = Date.now();
  const section = (cadence: MissionCadence) => {
    const own = list.filter((m) => m.cadence === cadence);
    const ladders = [...new Set(own.map((m) => m.ladder))];
    return (
      <section
        className="missions__section"
        aria-labelledby={`missions-${cadence}`}
        data-testid={`missions-${cadence}`}
      >
        <h2 id={`missions-${cadence}`} className="missions__heading">
          {t(`missions.cadences.${cadence}`)}
        </h2>
        {own.length > 0 ? (
          <p className="missions__rule">
            {t(`missions.rules.${cadence}`, { hour: resetHour(own[own.length - 1]!.periodStart) })}
          </p>
        ) : null}
        {ladders.length === 0 ? <Notice>{t('missions.none')}</Notice> : null}
        {ladders.map((ladder) => (
          <ol key={ladder} className="missions__ladder" data-testid="mission-ladder" data-ladder={ladder}>
            {own
              .filter((m) => m.ladder === ladder)
              .map((m) => (
                <MissionRow
                  key={`${m.missionId}:${m.periodStart}`}
                  mission={m}
                  language={language}
                  now={now}
                  onClaimed={onClaimed}
                />
              ))}
          </ol>
        ))}
      </section>
    );
  };
  return (
    <div className="missions" data-testid="missions">
      <div className="missions__bar">
        <p className="missions__ready" role="status" data-testid="missions-ready">
          {t('missions.ready', { count: ready.length })}
        </p>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="missions-claim-all"
          disabled={ready.length === 0 || claimAll.isPending}
          onClick={() => claimAll.mutate()}
        >
          {t('missions.claimAll')}
        </button>
      </div>
      <FormError error={claimAll.error} />
      {hiddenByLimit > 0 ? (
        <p className="missions__hidden" data-testid="missions-hidden">
          {t('missions.hiddenByLimit', { count: hiddenByLimit })}
        </p>
      ) : null}
      {section('DAILY')}
      {section('WEEKLY')}
      <p className="missions__fair">{t('missions.fair')}</p>
    </div>
  );
}
