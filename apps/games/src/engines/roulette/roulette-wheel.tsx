import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundPhase } from '../types.ts';
import { cueTicks } from '../../lib/sound/sound.ts';
import { Ring } from '../shared/svg-repeat.tsx';
import { pocketColor, WHEEL_ORDER } from './layout.ts';

const STEP = 360 / WHEEL_ORDER.length;
const FILL = { green: 'var(--rl-zero)', red: 'var(--rl-red)', black: 'var(--rl-black)' } as const;

function wedge(i: number, r1: number, r2: number): string {
  const a0 = ((i - 0.5) * STEP - 90) * (Math.PI / 180);
  const a1 = ((i + 0.5) * STEP - 90) * (Math.PI / 180);
  const p = (r: number, a: number) =>
    `${(100 + r * Math.cos(a)).toFixed(3)} ${(100 + r * Math.sin(a)).toFixed(3)}`;
  return `M${p(r1, a0)} L${p(r2, a0)} A${r2} ${r2} 0 0 1 ${p(r2, a1)} L${p(r1, a1)} A${r1} ${r1} 0 0 0 ${p(r1, a0)} Z`;
}

interface WheelProps {
  phase: RoundPhase;
  /** The pocket the ball must rest in (null before the first round). */
  pocket: number | null;
  /** Changes once per round, so the same pocket twice still spins. */
  roundKey: string | null;
  reducedMotion: boolean;
}

/**
 * A European wheel in SVG: the 37 pockets in wheel order. While a round is in flight the wheel turns
 * one way and the ball the other; when the result arrives both ease out so the pocket stops under the
 * pointer at the top with the ball in it.
 */
export function RouletteWheel({ phase, pocket, roundKey, reducedMotion }: WheelProps) {
  const { t } = useTranslation();
  const [angle, setAngle] = useState(0);
  const [ball, setBall] = useState(0);
  const [mode, setMode] = useState<'rest' | 'spin' | 'stop'>('rest');
  const angleRef = useRef(0);
  const ballRef = useRef(0);
  const ballTurn = useRef(0);

  useEffect(() => {
    if (phase !== 'playing') return;
    angleRef.current -= 360 * 8;
    ballRef.current += 360 * 10;
    setAngle(angleRef.current);
    setBall(ballRef.current);
    setMode('spin');
  }, [phase]);

  useEffect(() => {
    if (pocket === null || roundKey === null) return;
    const k = WHEEL_ORDER.indexOf(pocket);
    const cur = angleRef.current;
    const offset = (((cur + k * STEP) % 360) + 360) % 360;
    angleRef.current = cur - 720 - offset;
    const b = ballRef.current;
    ballRef.current = b + 1080 + (360 - (((b % 360) + 360) % 360));
    setAngle(angleRef.current);
    setBall(ballRef.current);
    ballTurn.current = ballRef.current - b;
    setMode('stop');
  }, [pocket, roundKey]);

  // The ball rattles over the pockets' frets as it slows (silenced if the spin is skipped).
  useEffect(() => {
    if (mode !== 'stop' || reducedMotion) return;
    return cueTicks(ballTurn.current, 360 / 37, 1800);
  }, [mode, roundKey, reducedMotion]);

  const transition = reducedMotion
    ? 'none'
    : mode === 'spin'
      ? 'transform 9s linear'
      : mode === 'stop'
        ? 'transform 1.8s cubic-bezier(0.15, 0.6, 0.25, 1)'
        : 'none';

  return (
    <svg
      className="rl-wheel"
      viewBox="0 0 200 200"
      role="img"
      aria-label={pocket === null ? t('roulette.wheel') : `${t('roulette.wheel')}: ${pocket}`}
      data-mode={mode}
    >
      <defs>
        <radialGradient id="rl-rim" cx="50%" cy="45%" r="60%">
          <stop offset="70%" stopColor="#5a2a12" />
          <stop offset="100%" stopColor="#2a1206" />
        </radialGradient>
        <radialGradient id="rl-cone" cx="45%" cy="40%" r="60%">
          <stop offset="0%" stopColor="#f6d27a" />
          <stop offset="60%" stopColor="#b8860b" />
          <stop offset="100%" stopColor="#5e3d05" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="100" r="99" fill="url(#rl-rim)" />
      <circle cx="100" cy="100" r="93" fill="none" stroke="#f2c14e" strokeOpacity="0.6" strokeWidth="1" />
      <g style={{ transform: `rotate(${angle}deg)`, transformOrigin: '100px 100px', transition }}>
        {WHEEL_ORDER.map((n, i) => (
          <g key={n}>
            <path d={wedge(i, 58, 90)} fill={FILL[pocketColor(n)]} stroke="#e9c46a" strokeWidth="0.5" />
            <text
              x="100"
              y="17.5"
              className="rl-wheel-num"
              transform={`rotate(${i * STEP} 100 100)`}
              textAnchor="middle"
            >
              {n}
            </text>
          </g>
        ))}
        <circle cx="100" cy="100" r="58" fill="#0d3b2a" stroke="#e9c46a" strokeWidth="0.8" />
        <circle cx="100" cy="100" r="36" fill="url(#rl-cone)" />
        <Ring count={4} step={45} about={[100, 100]}>
          <rect x="98" y="70" width="4" height="60" rx="2" fill="#f6e2a6" />
        </Ring>
        <circle cx="100" cy="100" r="7" fill="#f6e2a6" stroke="#7a5208" strokeWidth="1" />
      </g>
      <g style={{ transform: `rotate(${ball}deg)`, transformOrigin: '100px 100px', transition }}>
        <circle
          cx="100"
          cy="6"
          r="4.2"
          style={{
            transform: `translateY(${mode === 'spin' ? 0 : 28}px)`,
            transition: reducedMotion ? 'none' : 'transform 1.6s cubic-bezier(0.5, 0, 0.75, 0)',
          }}
          className="rl-ball"
          fill="#fdfdfd"
          stroke="#9aa"
          strokeWidth="0.6"
        />
      </g>
      <path d="M94 1 L106 1 L100 10 Z" fill="var(--felt-lacquer)" stroke="#fff3" strokeWidth="0.6" />
    </svg>
  );
}
