import { useTranslation } from 'react-i18next';
import type { GameMode } from '@casino/contract';
import { formatCoins } from '../lib/format.ts';
import { CoinIcon } from './icons.tsx';
import { useCountUp } from './use-count-up.ts';

interface BalanceDisplayProps {
  balance: number;
  mode: GameMode;
  reducedMotion: boolean;
}

export function BalanceDisplay({ balance, mode, reducedMotion }: BalanceDisplayProps) {
  const { t, i18n } = useTranslation();
  const shown = useCountUp(balance, 1800, reducedMotion);
  return (
    <div className="panel balance" data-testid="game-balance" data-balance={balance}>
      <span className="panel-label">
        {t('balance.label')}
        {mode === 'demo' ? (
          <abbr className="demo-badge" title={t('balance.demoLabel')} data-testid="game-demo">
            {t('balance.demo')}
          </abbr>
        ) : null}
      </span>
      <span className="panel-value">
        <CoinIcon />
        <span className="figure">{formatCoins(shown, i18n.language)}</span>
      </span>
    </div>
  );
}
