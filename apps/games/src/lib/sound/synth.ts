/*
 * The game sounds, synthesised as sample arrays (no audio files in the bundle): each effect is built
 * from a few partials and filtered noise shaped by its own envelope, then normalised to a set peak.
 * Pure functions of the sample rate, so the same code fills the browser's AudioBuffers and the tests.
 */

export type SoundEffect = 'click' | 'chip' | 'reelStop' | 'wheelTick' | 'winSmall' | 'win' | 'bigWin';

export const SOUND_EFFECTS: readonly SoundEffect[] = [
  'click',
  'chip',
  'reelStop',
  'wheelTick',
  'winSmall',
  'win',
  'bigWin',
];

/** A deterministic white-noise source (a small LCG): the same effect sounds the same every time. */
function noise(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x80000000 - 1;
  };
}

/** Attack then exponential decay: 0 → 1 over `attack` seconds, then e^(-t/decay). */
function env(t: number, attack: number, decay: number): number {
  if (t < 0) return 0;
  if (t < attack) return t / attack;
  return Math.exp(-(t - attack) / decay);
}

/** A struck bell's partials (inharmonic ratios and their weights), the higher ones dying sooner. */
const BELL: readonly [ratio: number, weight: number, decayScale: number][] = [
  [1, 1, 1],
  [2, 0.45, 0.6],
  [2.76, 0.3, 0.45],
  [5.4, 0.12, 0.25],
];

function addBell(out: Float32Array, rate: number, start: number, freq: number, decay: number, gain: number) {
  const from = Math.floor(start * rate);
  for (let i = from; i < out.length; i++) {
    const t = (i - from) / rate;
    let v = 0;
    for (const [ratio, weight, scale] of BELL) {
      v += weight * env(t, 0.004, decay * scale) * Math.sin(2 * Math.PI * freq * ratio * t);
    }
    out[i]! += gain * v;
  }
}

/** A damped resonance excited by a short noise burst: clicks, ticks and clacks. */
function addStrike(
  out: Float32Array,
  rate: number,
  start: number,
  freqs: readonly number[],
  decay: number,
  noiseMs: number,
  gain: number,
  seed: number,
) {
  const rnd = noise(seed);
  const from = Math.floor(start * rate);
  let hp = 0;
  let last = 0;
  for (let i = from; i < out.length; i++) {
    const t = (i - from) / rate;
    const n = rnd();
    // a one-pole high-pass keeps the burst bright instead of rumbling
    hp = 0.85 * (hp + n - last);
    last = n;
    let v = t < noiseMs / 1000 ? hp * (1 - t / (noiseMs / 1000)) : 0;
    for (const f of freqs) v += 0.6 * env(t, 0.0008, decay) * Math.sin(2 * Math.PI * f * t);
    out[i]! += gain * v;
  }
}

/** A thud whose pitch falls (a reel clunking into place). */
function addThud(out: Float32Array, rate: number, from0: number, to0: number, decay: number, gain: number) {
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    const f = to0 + (from0 - to0) * Math.exp(-t / 0.03);
    phase += (2 * Math.PI * f) / rate;
    out[i]! += gain * env(t, 0.002, decay) * Math.sin(phase);
  }
}

function normalise(out: Float32Array, peak: number): Float32Array {
  let max = 0;
  for (const v of out) max = Math.max(max, Math.abs(v));
  if (max > 0) for (let i = 0; i < out.length; i++) out[i] = (out[i]! / max) * peak;
  // a 3 ms fade at the end: no click when the buffer stops
  const fade = Math.min(out.length, 0.003 * 44100);
  for (let i = 0; i < fade; i++) out[out.length - 1 - i]! *= i / fade;
  return out;
}

const C6 = 1046.5;
const semis = (base: number, n: number) => base * 2 ** (n / 12);

/** The samples of one effect at `rate` Hz, peaking at its own level (wins louder than ticks). */
export function synthesise(effect: SoundEffect, rate: number): Float32Array {
  const buffer = (seconds: number) => new Float32Array(Math.ceil(seconds * rate));
  switch (effect) {
    case 'click': {
      const out = buffer(0.06);
      addStrike(out, rate, 0, [1400], 0.012, 2, 1, 7);
      return normalise(out, 0.35);
    }
    case 'chip': {
      // two clay chips meeting: a bright clack, a smaller second one as it settles
      const out = buffer(0.16);
      addStrike(out, rate, 0, [3100, 4750], 0.018, 4, 1, 11);
      addStrike(out, rate, 0.034, [3300, 5100], 0.012, 3, 0.45, 13);
      return normalise(out, 0.5);
    }
    case 'reelStop': {
      const out = buffer(0.22);
      addThud(out, rate, 190, 62, 0.07, 1);
      addStrike(out, rate, 0, [420, 910], 0.03, 6, 0.35, 17);
      return normalise(out, 0.55);
    }
    case 'wheelTick': {
      const out = buffer(0.04);
      addStrike(out, rate, 0, [2300], 0.007, 1.5, 1, 23);
      return normalise(out, 0.28);
    }
    case 'winSmall': {
      const out = buffer(0.9);
      addBell(out, rate, 0, semis(C6, 4), 0.35, 1);
      addBell(out, rate, 0.09, semis(C6, 11), 0.4, 0.8);
      return normalise(out, 0.45);
    }
    case 'win': {
      const out = buffer(1.3);
      [0, 4, 7, 12].forEach((n, i) => addBell(out, rate, i * 0.09, semis(C6, n), 0.45, 1 - i * 0.1));
      return normalise(out, 0.55);
    }
    case 'bigWin': {
      const out = buffer(2.6);
      [-12, -8, -5, 0, 4, 7, 12].forEach((n, i) => addBell(out, rate, i * 0.075, semis(C6, n), 0.5, 1));
      // a shimmering held chord under the run: three detuned voices swelling in and dying away
      const start = 0.45;
      for (let i = Math.floor(start * rate); i < out.length; i++) {
        const t = i / rate - start;
        const swell = Math.min(1, t / 0.25) * Math.exp(-t / 0.9);
        const tremolo = 0.8 + 0.2 * Math.sin(2 * Math.PI * 7 * t);
        let v = 0;
        for (const n of [0, 4, 7]) {
          const f = semis(C6 / 2, n);
          v += Math.sin(2 * Math.PI * f * t) + Math.sin(2 * Math.PI * f * 1.003 * t);
        }
        out[i]! += 0.35 * swell * tremolo * v;
      }
      return normalise(out, 0.7);
    }
  }
}

/**
 * When a wheel ticks as it eases out (ease-out cubic): a tick each time `stepDeg` more of the
 * `totalDeg` turn passes the pointer, in ms from the start, dropping ticks closer than `minGapMs` to
 * the last one kept (a fast wheel's ticks blur into a whirr).
 */
export function tickTimes(totalDeg: number, stepDeg: number, durationMs: number, minGapMs = 40): number[] {
  const times: number[] = [];
  if (totalDeg <= 0 || stepDeg <= 0 || durationMs <= 0) return times;
  for (let deg = stepDeg; deg <= totalDeg; deg += stepDeg) {
    const y = deg / totalDeg;
    const t = (1 - Math.cbrt(1 - y)) * durationMs;
    if (times.length === 0 || t - times[times.length - 1]! >= minGapMs) times.push(t);
  }
  return times;
}
