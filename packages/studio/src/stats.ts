/** Small statistics helpers: log-gamma, regularised incomplete gamma, chi-square p-value. */

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406, 12.507343278686905,
  -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];

export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = 0.9999999999998099;
  const t = x + 7.5;
  for (let i = 0; i < 8; i++) a += LANCZOS[i]! / (x + i + 1);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularised upper incomplete gamma Q(s, x) (series for x < s + 1, continued fraction otherwise). */
export function gammaQ(s: number, x: number): number {
  if (x <= 0) return 1;
  const lg = logGamma(s);
  if (x < s + 1) {
    let sum = 1 / s;
    let term = sum;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (s + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + s * Math.log(x) - lg);
  }
  // Lentz's continued fraction
  let b = x + 1 - s;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + s * Math.log(x) - lg) * h;
}

/** P(χ²_dof ≥ stat). */
export function chiSquarePValue(stat: number, dof: number): number {
  return gammaQ(dof / 2, stat / 2);
}

/** Pearson χ² of observed counts against probabilities; categories with expected 0 must have 0 counts. */
export function chiSquare(
  counts: readonly number[],
  probabilities: readonly number[],
): { stat: number; dof: number } {
  const n = counts.reduce((a, b) => a + b, 0);
  let stat = 0;
  let dof = -1;
  probabilities.forEach((p, i) => {
    const e = n * p;
    if (e > 0) {
      const d = counts[i]! - e;
      stat += (d * d) / e;
      dof++;
    } else if (counts[i]! > 0) stat = Infinity;
  });
  return { stat, dof: Math.max(dof, 0) };
}
