import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { WheelBonusTrace } from '@casino/contract';
import type { wheel } from '@casino/studio';
import type { BonusFrame } from './steps.ts';

type DropDef = Extract<wheel.BonusDef, { kind: 'drop' }>;
type DropTrace = Extract<WheelBonusTrace, { drops: unknown }>;

const slotText = (slot: DropDef['slots'][number]) =>
  'value' in slot ? `×${slot.value}` : `×${slot.factor}↻`;

function DropStatus({ def, frame, value }: { def: DropDef; frame: BonusFrame; value: number }) {
  const { t } = useTranslation();
  if (frame.kind !== 'puck' && frame.kind !== 'flapper') return null;
  const slotIndex = frame.kind === 'puck' ? frame.column : frame.slot;
  const slot = def.slots[slotIndex]!;
  let text = t('liveShow.drop.falling', { n: frame.drop + 1 });
  if (frame.landed)
    text =
      'factor' in slot
        ? t('liveShow.drop.double', { factor: frame.factor * slot.factor })
        : t('liveShow.drop.landed', { value: slot.value, factor: frame.factor, total: value });
  return (
    <p className="live-bonus-line" aria-live="polite" data-testid="drop-status">
      {text}
    </p>
  );
}

/**
 * Pachinko: the peg board, the puck falling along its recorded path (one peg row per step) into the
 * slot it landed in; a doubler slot doubles every value and the puck drops again.
 */
export function PachinkoShow({
  def,
  title,
  trace,
  frame,
  value,
}: {
  def: DropDef;
  title: string;
  trace: DropTrace;
  frame: Extract<BonusFrame, { kind: 'puck' }>;
  value: number;
}) {
  const cols = def.slots.length;
  const rows = def.board?.rows ?? 0;
  const w = 20;
  const top = 14;
  const h = top + (rows + 1) * w + 28;
  const x = (c: number) => (c + 0.5) * w;
  const y = (r: number) => top + (r + 1) * w;
  const landedSlots = new Set(trace.drops.slice(0, frame.drop).map((d) => d.slot));
  if (frame.landed) landedSlots.add(frame.column);
  return (
    <section className="live-bonus pachinko-show" data-testid="pachinko-show" aria-label={title}>
      <h3 className="live-bonus-title">{title}</h3>
      <svg
        className="pachinko-board"
        viewBox={`0 0 ${cols * w} ${h}`}
        role="img"
        aria-label={title}
        data-drop={frame.drop}
        data-row={frame.row}
        data-column={frame.column}
        data-landed={frame.landed || undefined}
      >
        {Array.from({ length: rows }, (_, r) =>
          Array.from({ length: cols - 1 }, (_, c) => (
            <circle key={`${r}-${c}`} cx={(c + 1) * w} cy={y(r) - w / 2} r="1.8" className="pachinko-peg" />
          )),
        )}
        {def.slots.map((slot, i) => (
          <g
            key={i}
            className="pachinko-slot"
            data-factor={'factor' in slot || undefined}
            data-hit={landedSlots.has(i) || undefined}
          >
            <rect x={i * w + 1} y={h - 26} width={w - 2} height="24" rx="3" />
            <text x={x(i)} y={h - 10} textAnchor="middle" className="pachinko-slot-text">
              {slotText(slot)}
            </text>
          </g>
        ))}
        <circle
          className="pachinko-puck"
          r="6"
          cx={0}
          cy={0}
          style={
            {
              transform: `translate(${x(frame.column)}px, ${frame.landed ? h - 34 : y(frame.row)}px)`,
            } as CSSProperties
          }
        />
      </svg>
      <DropStatus def={def} frame={frame} value={value} />
    </section>
  );
}

/** A drop without pegs (Crazy Time's flapper wheel, Funky Time's Disco and VIP Disco): a ribbon of slots. */
export function FlapperShow({
  def,
  title,
  frame,
  value,
}: {
  def: DropDef;
  title: string;
  frame: Extract<BonusFrame, { kind: 'flapper' }>;
  value: number;
}) {
  const n = def.slots.length;
  const window = [-3, -2, -1, 0, 1, 2, 3].map((k) => (frame.slot + k + n) % n);
  return (
    <section
      className="live-bonus flapper-show"
      data-testid="flapper-show"
      data-landed={frame.landed || undefined}
      aria-label={title}
    >
      <h3 className="live-bonus-title">{title}</h3>
      <ol className="flapper-ribbon figure" data-drop={frame.drop}>
        {window.map((i, k) => (
          <li
            key={`${frame.drop}-${k}`}
            className="flapper-slot"
            data-factor={'factor' in def.slots[i]! || undefined}
            data-hit={(k === 3 && frame.landed) || undefined}
          >
            {slotText(def.slots[i]!)}
          </li>
        ))}
      </ol>
      <DropStatus def={def} frame={frame} value={value} />
    </section>
  );
}
