import { useTranslation } from 'react-i18next';
import { exactRtp } from '@casino/studio';
import { formatPercent } from '../../lib/format.ts';
import { BACCARAT_SPOTS } from './outcome.ts';
import { RulesTable } from '../../shared/rules-table.tsx';

const CODE = 'EVO_LIVE_JAPANESE_SPEED_BACCARAT';

/** The rules and, from the engine's exact enumeration, each bet's RTP (tie and pairs return less). */
export function BaccaratRules() {
  const { t, i18n } = useTranslation();
  const rtp = exactRtp(CODE).perBet;
  return (
    <>
      <h3>{t('baccarat.name')}</h3>
      <p>{t('baccarat.rules')}</p>
      <h4>{t('baccarat.shoe.title')}</h4>
      <p>{t('baccarat.shoeRules')}</p>
      <h4>{t('baccarat.roads.title')}</h4>
      <p>{t('baccarat.roadsRules')}</p>
      <p>{t('baccarat.fairRules')}</p>
      <RulesTable
        caption={t('baccarat.rtpTitle')}
        columns={[t('baccarat.rtpBet'), t('baccarat.rtpPays'), t('baccarat.rtpValue')]}
        testId="baccarat-rtp"
      >
        {BACCARAT_SPOTS.map((spot) => (
          <tr key={spot} data-bet={spot}>
            <th scope="row">{t(`baccarat.spots.${spot as 'player'}`)}</th>
            <td className="figure">{t(`baccarat.pays.${spot as 'player'}`)}</td>
            <td className="figure">{formatPercent(rtp[spot] ?? 0, i18n.language)}</td>
          </tr>
        ))}
      </RulesTable>
      <p className="dialog-note">{t('baccarat.rtpNote')}</p>
    </>
  );
}
