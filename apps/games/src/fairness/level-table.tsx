import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../lib/format.ts';
import type { LevelCheck } from './verify.ts';
import { RulesTable } from '../shared/rules-table.tsx';

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
    <RulesTable
      caption={t('fairness.verify.levelsTitle')}
      columns={[
        t('fairness.verify.level'),
        t('fairness.verify.recordedWin'),
        t('fairness.verify.recomputedWin'),
        t('fairness.verify.levelCheck'),
      ]}
      testId="verify-levels"
      className="verify-levels"
    >
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
    </RulesTable>
  );
}
