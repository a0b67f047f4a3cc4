import { WALLET_CURRENCY } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useBalance } from '../api/get-balance.ts';
import { useHeldBalance } from '../utils/balance-hold.ts';
import { useCountUp } from '../../../lib/count-up.ts';
import { formatBalance } from '../../../lib/format-coins.ts';
import { CoinIcon } from '../../../components/ui/coin-icon.tsx';
import './balance-pill.css';

/**
 * The header's coin balance (SPEC §3, §4, LOOK.md): a pill with a coin icon whose number counts from
 * the old to the new value over 1.8 s. It links to the bet history. Screen readers get the target
 * value once ("1,234 coins"), not every frame of the count. While a game is open it shows the game's
 * balance at rest (balance-hold.ts): never a round's result before the game has drawn it.
 */
export function BalancePill() {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const { data: fetched } = useBalance();
  const held = useHeldBalance();
  const data = fetched && held !== null ? { ...fetched, balance: held } : fetched;
  const shown = useCountUp(data?.balance);

  if (!data || shown === undefined) {
    return (
      <span className="balance-pill balance-pill--pending" data-testid="balance" aria-busy="true">
        <CoinIcon />
        <span className="balance-pill__value balance-pill__value--pending" />
        <span className="visually-hidden">{t('wallet.balanceLoading')}</span>
      </span>
    );
  }

  const isCoins = data.currency === WALLET_CURRENCY;
  const targetText = formatBalance(data.balance, data.currency, language);
  const shownText = formatBalance(shown, data.currency, language);
  // Room for the wider of the two numbers: the pill keeps its width while it counts (tabular digits = 1ch).
  const width = `${Math.max(targetText.length, shownText.length)}ch`;

  return (
    <Link
      to={paths.betHistory.getHref()}
      className="balance-pill"
      data-testid="balance"
      data-balance={data.balance}
      data-currency={data.currency}
      aria-label={isCoins ? t('wallet.coins', { amount: targetText }) : targetText}
      title={t('header.betHistory')}
    >
      {isCoins ? <CoinIcon /> : null}
      <span className="balance-pill__value" style={{ minWidth: width }}>
        {shownText}
      </span>
    </Link>
  );
}
