import { useTranslation } from 'react-i18next';
import { exactRtp, STUDIO_GAMES } from '@casino/studio';
import { RulesTable } from '../../shared/rules-table.tsx';

const CODE = 'EVO_LIVE_CRAZY_COIN_FLIP';

/** How the flip pays, and the multiplier table each side draws from (packages/studio tables). */
export function CoinFlipRules() {
  const { t } = useTranslation();
  const game = STUDIO_GAMES[CODE];
  if (game?.engine !== 'coin-flip') return null;
  const table = game.config.multipliers;
  const total = table.reduce((sum, m) => sum + m.weight, 0);
  const rtp = exactRtp(CODE).reference;
  return (
    <>
      <h3>{t('coinFlip.name')}</h3>
      <p>{t('coinFlip.rules')}</p>
      <RulesTable
        caption={t('coinFlip.tableCaption')}
        columns={[t('coinFlip.multiplier'), t('coinFlip.chance')]}
        testId="coin-flip-paytable"
      >
        {table.map((m) => (
          <tr key={m.value}>
            <td className="figure">×{m.value}</td>
            <td className="figure">{((m.weight / total) * 100).toFixed(2)} %</td>
          </tr>
        ))}
      </RulesTable>
      <p>{t('coinFlip.rtp', { rtp: (rtp * 100).toFixed(2) })}</p>
    </>
  );
}
