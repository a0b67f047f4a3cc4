import './coin-icon.css';

/** The coin: a gold disc with a rim and a star-shaped mark (decorative; its text says "coins"). */
export function CoinIcon({ className }: { className?: string }) {
  return (
    <svg
      className={['coin-icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="coin-icon__face" cx="12" cy="12" r="11" />
      <circle className="coin-icon__rim" cx="12" cy="12" r="8" />
      <path
        className="coin-icon__mark"
        d="M12 7.2l1.4 2.9 3.2.4-2.3 2.2.6 3.1L12 14.3l-2.9 1.5.6-3.1-2.3-2.2 3.2-.4z"
      />
    </svg>
  );
}
