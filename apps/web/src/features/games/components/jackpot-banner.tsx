import { VERIFY_PAGE_PATH, type Jackpot } from '@casino/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/ui/coin-icon.tsx';
import { formatNumber, localeOf } from '../../../lib/format-coins.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useJackpots } from '../api/get-jackpots.ts';
import { JackpotAmount } from './jackpot-meter.tsx';
import '../../../components/ui/card-strip.css';
import './jackpot-banner.css';

function JackpotCard({ jackpot }: { jackpot: Jackpot }) {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const coins = (amount: number) => t('jackpots.coins', { amount: formatNumber(amount, language) });
  const win = jackpot.lastWin;
  const when = win
    ? new Date(win.at).toLocaleDateString(localeOf(language), { month: 'short', day: 'numeric' })
    : null;
  const verifyHref = win
    ? `${VERIFY_PAGE_PATH}?${new URLSearchParams({ roundId: win.roundId, lang: language }).toString()}`
    : null;
  return (
    <li className="card-strip__card jackpot-card" data-testid="jackpot-card" data-jackpot-id={jackpot.id}>
      <h3 className="jackpot-card__name">{jackpot.name[language]}</h3>
      <p className="jackpot-card__pool">
        <CoinIcon className="jackpot-card__coin" />
        <JackpotAmount amount={jackpot.amount} className="jackpot-card__amount" />
        <span className="visually-hidden">{t('jackpots.coinsWord')}</span>
      </p>
      <p className="jackpot-card__line" data-testid="jackpot-must-drop">
        {t('jackpots.mustDropBy', { amount: coins(jackpot.mustDropBy) })}
      </p>
      <p className="jackpot-card__line" data-testid="jackpot-last-win">
        {win && when
          ? t('jackpots.lastWin', { amount: coins(win.amount), date: when })
          : t('jackpots.noWinYet')}
      </p>
      {/* Always a line (blank before the first win): every card has one height. */}
      <p className="jackpot-card__line">
        {verifyHref ? (
          <a className="jackpot-card__verify" href={verifyHref} data-testid="jackpot-verify-last-win">
            {t('jackpots.verifyLastWin')}
          </a>
        ) : (
          '\u00a0'
        )}
      </p>
    </li>
  );
}

/**
 * Issue 30: the home page's jackpot row: each pool's live amount (counting like the balance), the
 * amount it must drop by and its last win, linked to that round's public verify page. The row holds its
 * place while the pools load; nothing is drawn when no pool runs (or the pools cannot be read).
 */
export function JackpotBanner() {
  const { t } = useTranslation();
  const headingId = useId();
  const jackpots = useJackpots();
  if (jackpots.isError || (jackpots.data && jackpots.data.length === 0)) return null;
  return (
    <section
      className="jackpot-banner container"
      aria-labelledby={headingId}
      data-testid="jackpot-banner"
      aria-busy={jackpots.data ? undefined : true}
    >
      <div className="home__section-head">
        <h2 id={headingId}>{t('jackpots.heading')}</h2>
      </div>
      <p className="jackpot-banner__intro">{t('jackpots.intro')}</p>
      <ul className="card-strip">
        {jackpots.data ? (
          jackpots.data.map((jackpot) => <JackpotCard key={jackpot.id} jackpot={jackpot} />)
        ) : (
          <li className="card-strip__card card-strip__card--placeholder jackpot-card" aria-hidden="true" />
        )}
      </ul>
    </section>
  );
}
