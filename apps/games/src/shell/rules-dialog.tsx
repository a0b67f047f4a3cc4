import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { jackpotReturn, type Jackpot } from '@casino/contract';
import { formatCoins } from '../lib/format.ts';
import { Dialog } from '../shared/dialog.tsx';

interface RulesDialogProps {
  title: string;
  /** The session's bet range. */
  bets: { minBet: number; maxBet: number };
  Rules: ComponentType;
  onClose: () => void;
  /** The progressive jackpot this title feeds in real play (issue 30), if any. */
  jackpot?: Jackpot | null;
}

/**
 * The rules, one tap away: a modal panel over the table. Focus moves into it on open, Escape and the
 * overlay close it, Tab stays inside, and the caller returns focus to the rules button.
 */
export function RulesDialog({ title, bets, Rules, onClose, jackpot }: RulesDialogProps) {
  const { t, i18n } = useTranslation();
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', minimumFractionDigits: 2 }).format(value);
  return (
    <Dialog
      titleId="rules-title"
      title={
        <>
          {t('rules.title')} <span className="dialog-subtitle">{title}</span>
        </>
      }
      testId="game-rules-panel"
      closeLabel={t('rules.close')}
      onClose={onClose}
      focusableBody
    >
      {/* The engine's rules are a lazy chunk (lazyRules): the common lines below show meanwhile. */}
      <Suspense fallback={<p aria-busy="true">{t('app.loading')}</p>}>
        <Rules />
      </Suspense>
      <p>
        {t('rules.betRange', {
          min: formatCoins(bets.minBet, i18n.language),
          max: formatCoins(bets.maxBet, i18n.language),
        })}
      </p>
      {jackpot ? (
        // The published RTP of a participating title includes the pool's share (contract jackpotReturn).
        <p data-testid="rules-jackpot">
          {t('rules.jackpot', {
            name: i18n.language.startsWith('en') ? jackpot.name.en : jackpot.name.ja,
            share: percent(jackpot.shareBp / 10_000),
            rtp: percent(jackpotReturn(jackpot)),
          })}
        </p>
      ) : null}
      <p className="dialog-note">{t('rules.common')}</p>
    </Dialog>
  );
}
