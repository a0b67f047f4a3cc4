import { WHEEL_ORDER } from './layout.ts';
import { racetrackPositions } from './racetrack.ts';

/**
 * Where the racetrack's 37 number buttons sit, in CSS px, for the width it has (issue 18: WCAG 2.2
 * target size, 2.5.8). Every number is a button of at least TARGET px a side, and no button covers
 * another so much that less than TARGET × TARGET of it stays free: two buttons whose boxes overlap are
 * at least TARGET apart along x or along y (axe's `target-size` rule measures exactly that).
 *
 * Wide, the oval of a casino's racetrack (aspect 3.2) has room for it. Narrow (a phone upright, or held
 * sideways where the height is short), the oval's curves crowd the numbers, so the track becomes a
 * rounded rectangle with a number on each corner: the straights hold the numbers a target apart, and
 * the track is only as tall as its short sides need.
 */
export const TARGET = 24;
/** A little more than TARGET between centres, for sub-pixel rounding. */
const PITCH = TARGET + 0.25;
/** The oval's aspect (width / height) and its number size as a part of its width (as drawn before). */
const OVAL_ASPECT = 3.2;
const OVAL_SIZE = 0.052;
/** The rectangle's short sides hold at least this many gaps, so the call bets inside stay tappable. */
const MIN_SIDE_GAPS = 3;

export interface TrackLayout {
  shape: 'oval' | 'rect';
  width: number;
  height: number;
  /** The number buttons' side, px. */
  size: number;
  /** Centre of the button for WHEEL_ORDER[i], px from the track's top-left corner. */
  positions: { x: number; y: number }[];
}

/** True when no button takes away more than the target size of another (see above). */
export function targetsClear(positions: readonly { x: number; y: number }[], size: number): boolean {
  for (let i = 0; i < positions.length; i++)
    for (let j = i + 1; j < positions.length; j++) {
      const dx = Math.abs(positions[i]!.x - positions[j]!.x);
      const dy = Math.abs(positions[i]!.y - positions[j]!.y);
      const overlap = dx < size && dy < size;
      if (overlap && Math.max(dx, dy) < TARGET) return false;
    }
  return true;
}

function oval(width: number): TrackLayout {
  const height = width / OVAL_ASPECT;
  const size = Math.max(TARGET, width * OVAL_SIZE);
  // The centre line of the band, `size` wide, inside the box.
  const positions = racetrackPositions((width - size) / (height - size)).map(({ x, y }) => ({
    x: size / 2 + (x / 100) * (width - size),
    y: size / 2 + (y / 100) * (height - size),
  }));
  return { shape: 'oval', width, height, size, positions };
}

/**
 * The rectangle: numbers on every corner, `top` gaps along the top, `top − 1` along the bottom and
 * `side` down each end; walked clockwise from the top-left corner, the zero in the middle of the right end.
 */
function rect(width: number): TrackLayout {
  const size = TARGET;
  const along = width - size;
  let side = MIN_SIDE_GAPS;
  while ((WHEEL_ORDER.length - 2 * side + 1) / 2 > along / PITCH) side++;
  const top = (WHEEL_ORDER.length - 2 * side + 1) / 2;
  const bottom = top - 1;
  const down = side * PITCH;
  const height = down + size;
  const corners: { x: number; y: number; gaps: number; dx: number; dy: number }[] = [
    { x: 0, y: 0, gaps: top, dx: along / top, dy: 0 },
    { x: along, y: 0, gaps: side, dx: 0, dy: down / side },
    { x: along, y: down, gaps: bottom, dx: -along / bottom, dy: 0 },
    { x: 0, y: down, gaps: side, dx: 0, dy: -down / side },
  ];
  const path = corners.flatMap((c) =>
    Array.from({ length: c.gaps }, (_, k) => ({
      x: size / 2 + c.x + k * c.dx,
      y: size / 2 + c.y + k * c.dy,
    })),
  );
  // The zero (WHEEL_ORDER[0]) in the middle of the right end, like the oval's.
  const zeroAt = top + Math.floor(side / 2);
  const positions = WHEEL_ORDER.map((_, i) => path[(zeroAt + i) % path.length]!);
  return { shape: 'rect', width, height, size, positions };
}

/**
 * The track for `width` px of room and at most `maxHeight` px of height for the oval (the room the
 * table leaves it; the rectangle takes what its targets need). The oval when its targets are clear.
 */
export function trackLayout(width: number, maxHeight = Infinity): TrackLayout {
  const ovalWidth = Math.min(width, maxHeight * OVAL_ASPECT);
  const o = oval(ovalWidth);
  if (targetsClear(o.positions, o.size)) return o;
  return rect(width);
}
