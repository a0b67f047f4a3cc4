/** Pieces every motif family uses: the motif type, edge and ink colours, sparkles, a coin face. (Split from motifs.ts by family; the drawing code is generated art.) */
import { n, polar, sparkle, starPath, type ArtContext } from '../util.ts';

export type Motif = (c: ArtContext) => string;

export const GOLD_EDGE = '#7a4b0c';

export const INK = '#2a1a10';

/** Scatter of gold sparkles (deterministic via c.rand). */
export function sparkles(c: ArtContext, count: number, spread = 130, color = '#fff4c2'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = polar(spread * (0.75 + c.rand() * 0.3), c.rand() * 360);
    out += `<path d="${sparkle(x, y * 0.9, 5 + c.rand() * 8)}" fill="${color}" opacity="${n(0.6 + c.rand() * 0.4)}"/>`;
  }
  return out;
}

/** A gold coin face-on, radius r. */
export function coinFace(c: ArtContext, x: number, y: number, r: number, withStar = true): string {
  const count = Math.max(12, Math.round(r / 2.6));
  const beads = Array.from({ length: count }, (_, i) => {
    const [bx, by] = polar(r * 0.89, (i * 360) / count, x, y);
    return `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r * 0.028)}" fill="#fff3c4" opacity=".85"/>`;
  }).join('');
  return (
    `<circle cx="${n(x)}" cy="${n(y + r * 0.08)}" r="${n(r)}" fill="${GOLD_EDGE}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c.url('gold')}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" fill="${c.url('goldRev')}" stroke="${GOLD_EDGE}" stroke-width="${n(Math.max(1.5, r * 0.03))}"/>` +
    beads +
    (withStar
      ? `<path d="${starPath(5, r * 0.52, r * 0.22, x, y)}" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="${n(Math.max(1.2, r * 0.03))}" stroke-linejoin="round"/>`
      : '') +
    `<path d="M${n(x - r * 0.7)} ${n(y - r * 0.35)}A${n(r * 0.8)} ${n(r * 0.8)} 0 0 1 ${n(x + r * 0.2)} ${n(y - r * 0.78)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${n(r * 0.06)}" stroke-linecap="round"/>`
  );
}
