import type { ReactNode, SVGProps } from 'react';

/** A point of an SVG drawing, in its own units. */
export type Point = readonly [x: number, y: number];

/** What to draw for each copy: the same node every time, or a function of the copy's index. */
type Copy = ReactNode | ((i: number) => ReactNode);

const draw = (copy: Copy, i: number) => (typeof copy === 'function' ? copy(i) : copy);

interface RingProps {
  /** How many copies. */
  count: number;
  /** The point they turn about (the drawing's origin when left out). */
  about?: Point;
  /** Degrees between two copies: a whole turn shared evenly when left out. */
  step?: number;
  /** Degrees the first copy is turned. */
  from?: number;
  children: Copy;
}

/**
 * Copies of one drawing turned about a point — spokes, petals, rays, beads round a disc: copy i is
 * rotated by `from + i × step` degrees. A fan is a ring with a small step and a negative `from`.
 */
export function Ring({ count, about = [0, 0], step = 360 / count, from = 0, children }: RingProps) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <g key={i} transform={`rotate(${from + i * step} ${about[0]} ${about[1]})`}>
          {draw(children, i)}
        </g>
      ))}
    </>
  );
}

/** One drawing (made about the origin) placed at each point: a scatter of blossoms, stars, sparkles. */
export function Scatter({ at, children }: { at: readonly Point[]; children: Copy }) {
  return (
    <>
      {at.map(([x, y], i) => (
        <g key={`${x},${y}`} transform={`translate(${x} ${y})`}>
          {draw(children, i)}
        </g>
      ))}
    </>
  );
}

/** A dot's centre, with its own radius where the dots differ in size. */
export type Dot = Point | readonly [x: number, y: number, r: number];

type DotsProps = { at: readonly Dot[]; r?: number | string } & Omit<
  SVGProps<SVGCircleElement>,
  'cx' | 'cy' | 'r' | 'ref'
>;

/**
 * Circles painted alike at a list of centres (coins in a heap, snowflakes, craters, pearls): `r` is the
 * radius of every dot that does not bring its own.
 */
export function Dots({ at, r, ...paint }: DotsProps) {
  return (
    <>
      {at.map(([x, y, own]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r={own ?? r} {...paint} />
      ))}
    </>
  );
}
