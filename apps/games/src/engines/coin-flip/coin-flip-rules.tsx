import { useTranslation } from 'react-i18next';
import { exactRtp, STUDIO_GAMES } from '@casino/studio';

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
      <table className="rules-table" data-testid="coin-flip-paytable">
        <caption>{t('coinFlip.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('coinFlip.multiplier')}</th>
            <th scope="col">{t('coinFlip.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {table.map((m) => (
            <tr key={m.value}>
              <td className="figure">×{m.value}</td>
              <td className="figure">{((m.weight / total) * 100).toFixed(2)} %</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('coinFlip.rtp', { rtp: (rtp * 100).toFixed(2) })}</p>
    </>
  );
}
