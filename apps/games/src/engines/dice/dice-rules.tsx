import { useTranslation } from 'react-i18next';
import { exactRtp, STUDIO_GAMES } from '@casino/studio';
import { readLaunchParams } from '../../lib/launch-url.ts';
import { TOTALS } from './outcome.ts';
import { RulesTable } from '../../shared/rules-table.tsx';

/** The pay table of the launched dice title (base pay and lightning pays per total, chilli table). */
export function DiceRules({ gameCode }: { gameCode?: string }) {
  const { t } = useTranslation();
  const code = gameCode ?? readLaunchParams(window.location).gameCode ?? 'EVO_LIVE_LIGHTNING_DICE';
  const game = STUDIO_GAMES[code];
  if (game?.engine !== 'dice') return null;
  const cfg = game.config;
  const rtp = exactRtp(code).perBet;
  const chilliTotal = cfg.chilli?.reduce((sum, c) => sum + c.weight, 0) ?? 0;
  return (
    <>
      <h3>{t('dice.name')}</h3>
      <p>{t('dice.rules')}</p>
      {cfg.chilli ? <p>{t('dice.chilliRules')}</p> : null}
      <RulesTable
        caption={t('dice.tableCaption')}
        columns={[t('dice.total'), t('dice.basePay'), t('dice.lightningPay'), 'RTP']}
        testId="dice-paytable"
      >
        {TOTALS.map((total) => {
          const pays = cfg.lightningPays[total - 3] ?? [];
          return (
            <tr key={total}>
              <th scope="row" className="figure">
                {total}
              </th>
              <td className="figure">×{cfg.basePays[total - 3]}</td>
              <td className="figure">
                ×{pays[0]}–×{pays[pays.length - 1]}
              </td>
              <td className="figure">{((rtp[String(total)] ?? 0) * 100).toFixed(2)} %</td>
            </tr>
          );
        })}
      </RulesTable>
      {cfg.chilli ? (
        <RulesTable caption={t('dice.chilliCaption')}>
          {cfg.chilli.map((c) => (
            <tr key={c.value}>
              <td className="figure">×{c.value}</td>
              <td className="figure">{((c.weight / chilliTotal) * 100).toFixed(0)} %</td>
            </tr>
          ))}
        </RulesTable>
      ) : null}
    </>
  );
}
