import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundJackpot } from '@casino/contract';
import { Dialog } from '../shared/dialog.tsx';
import { formatCoins } from '../lib/format.ts';
import { toLanguageCode } from '../lib/i18n.ts';
import { CoinIcon } from './icons.tsx';
import { useCountUp } from './use-count-up.ts';
import { Burst } from './win-display.tsx';
import type { JackpotView } from './use-jackpot.ts';
import type { RoundState } from './use-round.ts';
import './jackpot.css';

/**
 * Issue 30: the live pool under the game's title (the top bar's height holds it: the table never
 * moves). A rising pool counts up like the balance; a pool that dropped jumps to its new start.
 */
export function JackpotMeter({ view, reducedMotion }: { view: JackpotView; reducedMotion: boolean }) {
  const { t, i18n } = useTranslation();
  const shown = useCountUp(view.amount, 1800, reducedMotion);
  const name = view.jackpot.name[toLanguageCode(i18n.language)];
  const target = formatCoins(view.amount, i18n.language);
  const text = formatCoins(shown, i18n.language);
  return (
    <p
      className="jackpot-meter"
      data-testid="game-jackpot-meter"
      data-jackpot-id={view.jackpot.id}
      data-amount={view.amount}
    >
      {/* Read whole, once per figure (not every frame of the count). */}
      <span className="visually-hidden">{t('jackpot.meterLabel', { name, amount: target })}</span>
      <span className="jackpot-meter-label" aria-hidden="true">
        {t('jackpot.label')}
      </span>
      <CoinIcon />
      <span
        className="figure jackpot-meter-amount"
        aria-hidden="true"
        style={{ minWidth: `${Math.max(target.length, text.length)}ch` }}
      >
        {text}
      </span>
    </p>
  );
}

/**
 * Issue 30: the jackpot won, once the round's own outcome is drawn (as the balance and the win wait
 * for it, use-round.ts), until the player closes it or plays again.
 */
export function JackpotWin({
  state,
  view,
  reducedMotion,
}: {
  state: RoundState;
  view: JackpotView | null;
  reducedMotion: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [closed, setClosed] = useState<string | null>(null);
  const { round } = state;
  const won = state.phase === 'settled' && state.presented && round?.jackpot?.won ? round.jackpot : null;
  if (!won || !round || closed === round.roundId) return null;
  return (
    <WinCard
      key={round.roundId}
      jackpot={won}
      name={view?.jackpot.name[toLanguageCode(i18n.language)] ?? t('jackpot.label')}
      reducedMotion={reducedMotion}
      onClose={() => setClosed(round.roundId)}
    />
  );
}

/** A gold burst and a card with the amount won. */
function WinCard({
  jackpot,
  name,
  reducedMotion,
  onClose,
}: {
  jackpot: RoundJackpot;
  name: string;
  reducedMotion: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <>
      <Burst level="big" sparks={reducedMotion ? 0 : 32} reach={44} className="jackpot-burst" />
      <Dialog
        titleId={titleId}
        title={t('jackpot.winTitle')}
        testId="game-jackpot-win"
        closeLabel={t('jackpot.close')}
        onClose={onClose}
        className="jackpot-win"
        bodyClassName="jackpot-win-body"
      >
        <p>{t('jackpot.winText', { name })}</p>
        <p
          className="jackpot-win-amount figure"
          data-testid="game-jackpot-win-amount"
          data-amount={jackpot.payout}
        >
          <CoinIcon />
          {t('jackpot.winAmount', { amount: formatCoins(jackpot.payout, i18n.language) })}
        </p>
        <p className="jackpot-win-note">{t('jackpot.winNote')}</p>
      </Dialog>
    </>
  );
}
