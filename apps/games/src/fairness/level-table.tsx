import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../lib/format.ts';
import type { LevelCheck } from './verify.ts';

/** "Round", "Free spin 3", "Bonus round 1": what each level of an outcome is called on the page. */
function levelName(level: LevelCheck, t: TFunction): string {
  if (level.path.length === 0) return t('fairness.verify.levelRound');
  const n = (level.path[level.path.length - 1] ?? 0) + 1;
  return level.step === 'free-spin'
    ? t('fairness.verify.freeSpin', { n })
    : t('fairness.verify.levelBonus', { n });
}

/** Every level of the round (the round, each free spin or bonus) with the recorded and recomputed win. */
export function LevelTable({ levels }: { levels: LevelCheck[] }) {
  const { t, i18n } = useTranslation();
  const coins = (value: number | null) => (value === null ? '—' : formatCoins(value, i18n.language));
  return (
    <table className="rules-table verify-levels" data-testid="verify-levels">
      <caption>{t('fairness.verify.levelsTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fairness.verify.level')}</th>
          <th scope="col">{t('fairness.verify.recordedWin')}</th>
          <th scope="col">{t('fairness.verify.recomputedWin')}</th>
          <th scope="col">{t('fairness.verify.levelCheck')}</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((level) => (
          <tr
            key={level.path.join('.') || 'round'}
            data-testid="verify-level"
            data-step={level.step}
            data-ok={level.ok}
          >
            <th scope="row">{levelName(level, t)}</th>
            <td className="figure">{coins(level.recordedWin)}</td>
            <td className="figure">{coins(level.recomputedWin)}</td>
            <td className={level.ok ? 'fair-check ok' : 'fair-check bad'}>
              {level.ok ? `✓ ${t('fairness.verify.levelOk')}` : `✗ ${t('fairness.verify.levelBad')}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
