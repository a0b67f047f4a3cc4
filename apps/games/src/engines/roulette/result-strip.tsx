import { useTranslation } from 'react-i18next';
import { pocketColor } from './layout.ts';
import type { SpinResult } from './use-spin-history.ts';

/** The winning number once the ball rests, and the last numbers (red, black, green), newest first. */
export function ResultStrip({
  winning,
  playing,
  history,
}: {
  winning: number | null;
  playing: boolean;
  history: SpinResult[];
}) {
  const { t } = useTranslation();
  const colorName = (n: number) => t(`roulette.${pocketColor(n)}`);
  return (
    <div className="rl-side-head">
      {winning !== null ? (
        <div
          className="rl-result"
          data-testid="roulette-result"
          data-pocket={winning}
          data-color={pocketColor(winning)}
          role="status"
        >
          <span className="rl-result-num">{winning}</span>
          <span className="rl-result-color">{colorName(winning)}</span>
        </div>
      ) : (
        <div className="rl-result rl-result-idle" aria-hidden="true">
          <span className="rl-result-num">{playing ? '…' : '–'}</span>
        </div>
      )}
      <div className="rl-history" role="group" aria-label={t('roulette.history')}>
        <span className="rl-history-label" aria-hidden="true">
          {t('roulette.history')}
        </span>
        <ol className="rl-history-list" data-testid="roulette-history">
          {history.map((h) => (
            <li
              key={h.id}
              className="rl-history-item"
              data-color={pocketColor(h.pocket)}
              aria-label={`${h.pocket} ${colorName(h.pocket)}`}
            >
              {h.pocket}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
