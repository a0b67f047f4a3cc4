import type { Progression } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from './format.ts';

/** The level and the experience bar toward the next level (a progressbar for assistive technology). */
export function XpBar({ progression }: { progression: Progression }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { xp, level, levelXp, nextLevelXp } = progression;
  const span = nextLevelXp === null ? 1 : nextLevelXp - levelXp;
  const done = nextLevelXp === null ? 1 : xp - levelXp;
  const percent = Math.max(0, Math.min(100, Math.floor((done * 100) / span)));
  return (
    <div className="xp-bar" data-testid="xp-bar">
      <div className="xp-bar__head">
        <span className="xp-bar__level" data-testid="player-level">
          {t('progression.level', { level })}
        </span>
        <span className="xp-bar__numbers">
          {nextLevelXp === null
            ? t('progression.maxLevel', { xp: formatCount(xp, language) })
            : t('progression.xpToNext', {
                xp: formatCount(xp, language),
                next: formatCount(nextLevelXp, language),
                level: level + 1,
              })}
        </span>
      </div>
      <div
        className="xp-bar__track"
        role="progressbar"
        aria-label={t('progression.xpBarLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="xp-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
