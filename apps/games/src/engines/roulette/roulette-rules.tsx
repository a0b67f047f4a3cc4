import { useTranslation } from 'react-i18next';
import { BET_TABLE, coverOf, payoutOf } from './layout.ts';
import './roulette-rules.css';
import { RulesTable } from '../../shared/rules-table.tsx';

/** Every bet the table takes, where its chip goes, how many numbers it covers and what it pays (from the engine). */
export function RouletteRules() {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('roulette.name')}</h3>
      <p>{t('roulette.rules')}</p>
      <RulesTable
        caption={t('roulette.rulesBets')}
        columns={[t('roulette.rulesBet'), t('roulette.rulesCovers'), t('roulette.rulesPays')]}
        testId="roulette-rules"
        className="rl-rules"
      >
        {BET_TABLE.map(({ id, example }) => (
          <tr key={id} data-testid="roulette-rule" data-kind={id}>
            <th scope="row">
              {t(`roulette.kind.${id}`)}
              <span className="rl-rules-where">{t(`roulette.where.${id}`)}</span>
            </th>
            <td className="rl-rules-figure" data-covers={coverOf(example)?.length}>
              {coverOf(example)?.length}
            </td>
            <td className="rl-rules-figure" data-pays={payoutOf(example)}>
              {t('roulette.payout', { n: payoutOf(example) })}
            </td>
          </tr>
        ))}
      </RulesTable>
      <p>{t('roulette.rulesPicker')}</p>
      <h4>{t('roulette.track.board.racetrack')}</h4>
      <p data-testid="roulette-track-rules">{t('roulette.trackRules')}</p>
    </>
  );
}
