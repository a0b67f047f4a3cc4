import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { winSound } from '../../shared/bet-options.ts';
import { SOUND_EFFECTS, synthesise, tickTimes } from './synth.ts';

const RATE = 44100;
const rms = (a: Float32Array, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += a[i]! * a[i]!;
  return Math.sqrt(sum / Math.max(1, to - from));
};
const peak = (a: Float32Array) => a.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

describe('synthesised effects', () => {
  it.each(SOUND_EFFECTS)('%s is a finite, enveloped sample that ends in silence', (effect) => {
    const s = synthesise(effect, RATE);
    expect(s.length).toBeGreaterThan(RATE * 0.02);
    expect(s.every(Number.isFinite)).toBe(true);
    expect(peak(s)).toBeGreaterThan(0.2);
    expect(peak(s)).toBeLessThanOrEqual(0.7 + 1e-6);
    expect(Math.abs(s[s.length - 1]!)).toBeLessThan(1e-3);
    // it decays: the last tenth is far quieter than the loudest tenth
    const tenth = Math.floor(s.length / 10);
    const parts = Array.from({ length: 10 }, (_, i) => rms(s, i * tenth, (i + 1) * tenth));
    expect(parts[9]!).toBeLessThan(Math.max(...parts) / 4);
  });

  it('is the same every time (seeded noise), and scales with the sample rate', () => {
    expect(synthesise('chip', RATE)).toEqual(synthesise('chip', RATE));
    expect(synthesise('reelStop', 48000).length).toBeGreaterThan(synthesise('reelStop', RATE).length);
  });

  it('makes bigger wins longer and louder', () => {
    const [small, mid, big] = (['winSmall', 'win', 'bigWin'] as const).map((e) => synthesise(e, RATE));
    expect(small!.length).toBeLessThan(mid!.length);
    expect(mid!.length).toBeLessThan(big!.length);
    expect(peak(small!)).toBeLessThan(peak(big!));
  });

  it('gives a reel stop its weight at the start (a thud, not a beep)', () => {
    const s = synthesise('reelStop', RATE);
    expect(rms(s, 0, RATE * 0.03)).toBeGreaterThan(rms(s, RATE * 0.15, s.length) * 10);
  });
});

describe('wheel ticks', () => {
  it('tick further apart as the wheel slows, within the spin, never closer than the gap', () => {
    const t = tickTimes(1440, 360 / 54, 2400, 40);
    expect(t.length).toBeGreaterThan(10);
    expect(t.length).toBeLessThan(1440 / (360 / 54));
    expect(t[t.length - 1]!).toBeLessThanOrEqual(2400);
    const gaps = t.slice(1).map((v, i) => v - t[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(40);
    expect(gaps[gaps.length - 1]!).toBeGreaterThan(gaps[0]!);
  });

  it('has no ticks for no turn', () => {
    expect(tickTimes(0, 10, 1000)).toEqual([]);
    expect(tickTimes(100, 10, 0)).toEqual([]);
  });
});

describe('win sounds', () => {
  it('rise with the win against the bet', () => {
    expect(winSound(0, 100)).toBeNull();
    expect(winSound(100, 100)).toBeNull();
    expect(winSound(150, 100)).toBe('winSmall');
    expect(winSound(300, 100)).toBe('win');
    expect(winSound(1000, 100)).toBe('bigWin');
  });
});

describe('cue', () => {
  const made: number[] = [];
  class FakeContext {
    state = 'running';
    sampleRate = 8000;
    currentTime = 0;
    destination = {};
    constructor() {
      made.push(1);
    }
    createGain() {
      return { gain: { value: 0 }, connect: (n: unknown) => n };
    }
    createDynamicsCompressor() {
      return { threshold: { value: 0 }, ratio: { value: 0 }, connect: (n: unknown) => n };
    }
    createBuffer(_c: number, length: number) {
      return { length, copyToChannel: vi.fn() };
    }
    createBufferSource() {
      return { buffer: null, connect: vi.fn(), start: starts, stop: vi.fn() };
    }
    resume() {
      return Promise.resolve();
    }
  }
  const starts = vi.fn();

  beforeEach(() => {
    vi.resetModules();
    made.length = 0;
    starts.mockClear();
    vi.stubGlobal('AudioContext', FakeContext);
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stays silent, and makes no audio context, while sound is off (the default)', async () => {
    const { cue, cueTicks } = await import('./sound.ts');
    cue('reelStop');
    cueTicks(720, 10, 1800)();
    expect(made).toHaveLength(0);
    expect(starts).not.toHaveBeenCalled();
  });

  it('plays through one context once the player turned sound on, remembering the choice', async () => {
    const { cue, cueTicks, readSoundEnabled, storeSoundEnabled } = await import('./sound.ts');
    storeSoundEnabled(true);
    expect(readSoundEnabled()).toBe(true);
    cue('reelStop');
    cue('chip');
    const ticks = tickTimes(720, 360 / 37, 1800).length;
    cueTicks(720, 360 / 37, 1800);
    expect(made).toHaveLength(1);
    expect(starts).toHaveBeenCalledTimes(2 + ticks);
  });
});
