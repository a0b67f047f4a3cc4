/* Small inline icons (decorative: every button that uses one has its own text or aria-label). */

const common = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export function BackIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M15 5 8 12l7 7" />
    </svg>
  );
}

export function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" stroke="none" />
      {on ? <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" /> : <path d="m16 9 5 6m0-6-5 6" />}
    </svg>
  );
}

export function RulesIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.3a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6" />
      <circle cx="12" cy="17" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function CoinIcon() {
  return (
    <svg {...common} className="coin-icon">
      <circle cx="12" cy="12" r="10" fill="#f2c14e" />
      <circle cx="12" cy="12" r="7" fill="none" stroke="#9a6a12" strokeWidth="1.5" />
      <path d="M12 8.2 13.1 11h2.9l-2.3 1.8.9 2.9-2.6-1.8-2.6 1.8.9-2.9L8 11h2.9z" fill="#9a6a12" />
    </svg>
  );
}

export function MinusIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
      <path d="M6 12h12" />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
      <path d="M6 12h12M12 6v12" />
    </svg>
  );
}
