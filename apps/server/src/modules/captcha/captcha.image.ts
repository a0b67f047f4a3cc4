import { randomInt } from 'node:crypto';

/**
 * The captcha picture: characters drawn as stroked paths from a small hand-made stroke font (never SVG
 * <text>: text in the source would be machine-readable at once), each glyph jittered, rotated and
 * scaled, over noise curves and dots; light strokes on the casino's dark background.
 */

/** No look-alikes: no B/8, O/0/D-ish Q, I/1/L-ish, S/5, Z/2, G/6, 9. */
export const CAPTCHA_ALPHABET = 'ACDEFHJKLMNPRTUVWXY347';

type Stroke = ReadonlyArray<readonly [number, number]>;

/** Glyphs on a 10 × 14 grid, y downwards; each is a list of polylines. */
const GLYPHS: Record<string, readonly Stroke[]> = {
  A: [
    [
      [0, 14],
      [5, 0],
      [10, 14],
    ],
    [
      [2.2, 8.5],
      [7.8, 8.5],
    ],
  ],
  C: [
    [
      [10, 2],
      [8, 0],
      [2, 0],
      [0, 3],
      [0, 11],
      [2, 14],
      [8, 14],
      [10, 12],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 14],
      [6, 14],
      [10, 10],
      [10, 4],
      [6, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
      [10, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  F: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [10, 14],
    ],
    [
      [0, 7],
      [10, 7],
    ],
  ],
  J: [
    [
      [10, 0],
      [10, 11],
      [7, 14],
      [3, 14],
      [0, 11],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [0, 8.5],
    ],
    [
      [3.5, 5.5],
      [10, 14],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 14],
      [10, 14],
    ],
  ],
  M: [
    [
      [0, 14],
      [0, 0],
      [5, 8],
      [10, 0],
      [10, 14],
    ],
  ],
  N: [
    [
      [0, 14],
      [0, 0],
      [10, 14],
      [10, 0],
    ],
  ],
  P: [
    [
      [0, 14],
      [0, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [8, 7],
      [0, 7],
    ],
  ],
  R: [
    [
      [0, 14],
      [0, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [8, 7],
      [0, 7],
    ],
    [
      [5, 7],
      [10, 14],
    ],
  ],
  T: [
    [
      [0, 0],
      [10, 0],
    ],
    [
      [5, 0],
      [5, 14],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 11],
      [3, 14],
      [7, 14],
      [10, 11],
      [10, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [5, 14],
      [10, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [2.5, 14],
      [5, 5],
      [7.5, 14],
      [10, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [10, 14],
    ],
    [
      [10, 0],
      [0, 14],
    ],
  ],
  Y: [
    [
      [0, 0],
      [5, 7],
      [10, 0],
    ],
    [
      [5, 7],
      [5, 14],
    ],
  ],
  '3': [
    [
      [0, 1.5],
      [3, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [7, 7],
      [3.5, 7],
    ],
    [
      [7, 7],
      [10, 9],
      [10, 12],
      [8, 14],
      [2, 14],
      [0, 12.5],
    ],
  ],
  '4': [
    [
      [7.5, 14],
      [7.5, 0],
      [0, 10],
      [10, 10],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 14],
    ],
  ],
};

export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 120;

const BACKGROUND = '#141722';
const INK = ['#f4f4f5', '#fde68a', '#a5f3fc', '#bbf7d0', '#fbcfe8', '#ddd6fe'];
const NOISE = ['#64748b', '#94a3b8', '#7c6f9b', '#5f7f8f'];

/** A uniform random number in [min, max) from the crypto RNG (pictures must not be predictable). */
function rnd(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}
const pick = <T>(list: readonly T[]): T => list[randomInt(0, list.length)] as T;
const f = (n: number) => n.toFixed(1);

export function randomAnswer(length = 5): string {
  let answer = '';
  for (let i = 0; i < length; i++) answer += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return answer;
}

function glyphPaths(char: string, centerX: number, centerY: number): string {
  const strokes = GLYPHS[char];
  if (!strokes) throw new Error('captcha glyph missing');
  const scale = rnd(3.1, 3.9);
  const squash = rnd(0.85, 1.15);
  const angle = (rnd(-22, 22) * Math.PI) / 180;
  const skew = rnd(-0.25, 0.25);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const colour = pick(INK);
  const width = rnd(3, 4.2);
  const place = ([gx, gy]: readonly [number, number]) => {
    // Centre the 10 × 14 glyph, jitter each point, skew, scale, rotate, move into its cell.
    const x0 = (gx - 5 + rnd(-0.6, 0.6)) * scale * squash;
    const y0 = (gy - 7 + rnd(-0.6, 0.6)) * scale;
    const xs = x0 + skew * y0;
    return [centerX + xs * cos - y0 * sin, centerY + xs * sin + y0 * cos] as const;
  };
  return strokes
    .map((stroke) => {
      const points = stroke.map(place);
      // Straight segments become gentle quadratic curves through a displaced midpoint.
      let d = `M${f(points[0]![0])} ${f(points[0]![1])}`;
      for (let i = 1; i < points.length; i++) {
        const [ax, ay] = points[i - 1]!;
        const [bx, by] = points[i]!;
        const mx = (ax + bx) / 2 + rnd(-2, 2);
        const my = (ay + by) / 2 + rnd(-2, 2);
        d += ` Q${f(mx)} ${f(my)} ${f(bx)} ${f(by)}`;
      }
      return `<path d="${d}" stroke="${colour}" stroke-width="${f(width)}"/>`;
    })
    .join('');
}

function noiseCurve(colour: string, width: number): string {
  const y = () => f(rnd(5, CAPTCHA_HEIGHT - 5));
  return (
    `<path d="M${f(rnd(-10, 30))} ${y()} C${f(rnd(40, 120))} ${y()} ${f(rnd(160, 260))} ${y()} ` +
    `${f(rnd(270, 310))} ${y()}" stroke="${colour}" stroke-width="${f(width)}" opacity="${f(rnd(0.5, 0.9))}"/>`
  );
}

/** An SVG document showing `answer`. */
export function renderCaptcha(answer: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) parts.push(noiseCurve(pick(NOISE), rnd(1, 2.5)));
  for (let i = 0; i < 60; i++) {
    parts.push(
      `<circle cx="${f(rnd(0, CAPTCHA_WIDTH))}" cy="${f(rnd(0, CAPTCHA_HEIGHT))}" r="${f(rnd(0.8, 2.2))}" ` +
        `fill="${pick(NOISE)}" stroke="none"/>`,
    );
  }
  const cell = (CAPTCHA_WIDTH - 40) / answer.length;
  [...answer].forEach((char, index) => {
    parts.push(glyphPaths(char, 20 + cell * (index + 0.5) + rnd(-5, 5), CAPTCHA_HEIGHT / 2 + rnd(-8, 8)));
  });
  // Two light curves over the glyphs, thinner than the strokes of the characters.
  for (let i = 0; i < 2; i++) parts.push(noiseCurve(pick(INK), rnd(1, 1.8)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}" role="img">` +
    `<rect width="100%" height="100%" rx="8" fill="${BACKGROUND}"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g></svg>`
  );
}
