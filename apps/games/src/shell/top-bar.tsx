import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FairIcon } from '../fairness/fair-icon.tsx';
import { BackIcon, RulesIcon, SoundIcon } from './icons.tsx';

interface TopBarProps {
  title: string;
  soundOn: boolean;
  onLobby: () => void;
  onToggleSound: () => void;
  onRules: () => void;
  /** Opens the provably-fair panel (server seed hash, client seed, rotation, verify link). */
  onFair?: () => void;
  /** Under the title: the progressive jackpot's live pool (issue 30), for a title that feeds one. */
  meter?: ReactNode;
}

export function TopBar({ title, soundOn, onLobby, onToggleSound, onRules, onFair, meter }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <button type="button" className="bar-button" data-testid="game-lobby" onClick={onLobby}>
        <BackIcon />
        <span className="bar-button-text">{t('topBar.lobbyShort')}</span>
        <span className="visually-hidden">{t('topBar.lobby')}</span>
      </button>
      {meter ? (
        <div className="title-stack">
          <h1 className="game-title">{title}</h1>
          {meter}
        </div>
      ) : (
        <h1 className="game-title">{title}</h1>
      )}
      <div className="bar-actions">
        <button
          type="button"
          className="bar-button icon-only"
          aria-pressed={soundOn}
          aria-label={soundOn ? t('topBar.soundOn') : t('topBar.soundOff')}
          title={soundOn ? t('topBar.soundOn') : t('topBar.soundOff')}
          data-testid="game-sound"
          onClick={onToggleSound}
        >
          <SoundIcon on={soundOn} />
        </button>
        {onFair ? (
          <button
            type="button"
            className="bar-button"
            aria-haspopup="dialog"
            aria-label={t('fairness.openLabel')}
            data-testid="fair-open"
            onClick={onFair}
          >
            <FairIcon />
            <span className="bar-button-text">{t('fairness.open')}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="bar-button"
          aria-label={t('topBar.rulesLabel')}
          aria-haspopup="dialog"
          data-testid="game-rules"
          onClick={onRules}
        >
          <RulesIcon />
          <span className="bar-button-text">{t('topBar.rules')}</span>
        </button>
      </div>
    </header>
  );
}
