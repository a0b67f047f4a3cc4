import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import type { BetSlipControls } from '../shared/bet-slip.ts';
import { BACCARAT_SPOTS, type BaccaratDetails } from './outcome.ts';

function spotWon(spot: string, d: BaccaratDetails): boolean {
  if (spot === 'player_pair') return d.playerPair;
  if (spot === 'banker_pair') return d.bankerPair;
  return d.result === spot;
}

/** The five bet spots with their chips; the winning ones light up once the hand is shown. */
export function BaccaratSpots({ bets, shown }: { bets: BetSlipControls; shown: BaccaratDetails | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="bc-spots" role="group" aria-label={t('baccarat.table')}>
      {BACCARAT_SPOTS.map((spot) => {
        const amount = bets.slip[spot];
        const won = shown ? spotWon(spot, shown) : false;
        return (
          <button
            key={spot}
            type="button"
            className={`bc-spot bc-spot-${spot}`}
            data-testid="baccarat-spot"
            data-spot={spot}
            data-won={won || undefined}
            disabled={bets.locked}
            onClick={() => bets.place(spot)}
          >
            <span className="bc-spot-name">{t(`baccarat.spots.${spot as 'player'}`)}</span>
            <span className="bc-spot-pay">{t(`baccarat.pays.${spot as 'player'}`)}</span>
            {amount ? (
              <span className="bc-chip">
                <span className="visually-hidden">{t('slip.totalBet')} </span>
                {formatCoins(amount, i18n.language)}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
