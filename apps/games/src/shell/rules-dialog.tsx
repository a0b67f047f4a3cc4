import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../lib/format.ts';

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
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
      if (event.key === 'Tab' && panel.current) {
        const focusable = panel.current.querySelectorAll<HTMLElement>('button, [href], [tabindex="0"]');
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="overlay" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rules-title"
        data-testid="game-rules-panel"
      >
        <div className="dialog-head">
          <h2 id="rules-title">
            {t('rules.title')} <span className="dialog-subtitle">{title}</span>
          </h2>
        </div>
        <div className="dialog-body" tabIndex={0}>
          <Rules />
          <p>
            {t('rules.betRange', {
              min: formatCoins(minBet, i18n.language),
              max: formatCoins(maxBet, i18n.language),
            })}
          </p>
          <p className="dialog-note">{t('rules.common')}</p>
        </div>
        <div className="dialog-actions">
          <button ref={close} type="button" className="secondary-button" onClick={onClose}>
            {t('rules.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
