import type { SVGProps } from 'react';

interface BeadRingProps extends Omit<SVGProps<SVGCircleElement>, 'cx' | 'cy'> {
  /** The ring's centre (SVG user units). */
  cx?: number;
  cy?: number;
  /** The ring's radius: the beads' centres lie on it. */
  ring: number;
  count: number;
  /** Where the first bead sits, in degrees clockwise from three o'clock (−90: twelve o'clock). */
  startDeg?: number;
}

/**
 * Evenly spaced beads on a circle, for SVG art: the studs round a coin's or an orb's rim, the pegs of a
 * wheel. Every other prop (r, className, fill…) goes to each bead.
 */
export function BeadRing({ cx = 0, cy = 0, ring, count, startDeg = 0, ...bead }: BeadRingProps) {
  const start = (startDeg * Math.PI) / 180;
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count + start;
    return <circle key={i} cx={cx + ring * Math.cos(angle)} cy={cy + ring * Math.sin(angle)} {...bead} />;
  });
}
