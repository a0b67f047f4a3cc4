import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../lib/format.ts';
import { Dialog } from '../shared/dialog.tsx';

interface RulesDialogProps {
  title: string;
  minBet: number;
  maxBet: number;
  Rules: ComponentType;
  onClose: () => void;
}

/**
 * The rules, one tap away: a modal panel over the table. Focus moves into it on open, Escape and the
 * overlay close it, Tab stays inside, and the caller returns focus to the rules button.
 */
export function RulesDialog({ title, minBet, maxBet, Rules, onClose }: RulesDialogProps) {
  const { t, i18n } = useTranslation();
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
      <Rules />
      <p>
        {t('rules.betRange', {
          min: formatCoins(minBet, i18n.language),
          max: formatCoins(maxBet, i18n.language),
        })}
      </p>
      <p className="dialog-note">{t('rules.common')}</p>
    </Dialog>
  );
}
