/*
 * Sound: off by default (browsers allow audio only after a gesture, and a player should not be
 * surprised), the choice kept in localStorage. The effects are synthesised once into AudioBuffers
 * (synth.ts) when the first one plays, after the player's tap, and played through one master gain and
 * a compressor.
 */
import { SOUND_EFFECTS, synthesise, tickTimes, type SoundEffect } from './synth.ts';

export type { SoundEffect } from './synth.ts';

export const SOUND_STORAGE_KEY = 'casino.games.sound';

export function readSoundEnabled(): boolean {
  try {
    return localStorage.getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function storeSoundEnabled(enabled: boolean): void {
  try {
    localStorage.setItem(SOUND_STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

interface Mixer {
  ctx: AudioContext;
  out: AudioNode;
  buffers: Map<SoundEffect, AudioBuffer>;
}

let mixer: Mixer | undefined;

function audio(): Mixer | undefined {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  if (!mixer) {
    const ctx = new window.AudioContext();
    const gain = ctx.createGain();
    gain.gain.value = 0.8;
    const limiter = ctx.createDynamicsCompressor();
    limiter.threshold.value = -10;
    limiter.ratio.value = 8;
    gain.connect(limiter).connect(ctx.destination);
    mixer = { ctx, out: gain, buffers: new Map() };
    // synthesise the rest a little later, one by one, so a big win does not wait for its buffer
    const warm = mixer;
    SOUND_EFFECTS.forEach((effect, i) => setTimeout(() => bufferOf(warm, effect), 50 + i * 40));
  }
  if (mixer.ctx.state === 'suspended') void mixer.ctx.resume();
  return mixer;
}

function bufferOf(m: Mixer, effect: SoundEffect): AudioBuffer {
  let buffer = m.buffers.get(effect);
  if (!buffer) {
    const samples = synthesise(effect, m.ctx.sampleRate);
    buffer = m.ctx.createBuffer(1, samples.length, m.ctx.sampleRate);
    buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
    m.buffers.set(effect, buffer);
  }
  return buffer;
}

/** Plays an effect now, or `delayMs` from now (sound on or off is the caller's business). */
export function playEffect(effect: SoundEffect, delayMs = 0): AudioBufferSourceNode | undefined {
  const m = audio();
  if (!m) return undefined;
  const source = m.ctx.createBufferSource();
  source.buffer = bufferOf(m, effect);
  source.connect(m.out);
  source.start(m.ctx.currentTime + delayMs / 1000);
  return source;
}

/**
 * For the engines: plays an effect if the player turned sound on. Never throws — audio is a nicety,
 * a browser that refuses it must not break the round.
 */
export function cue(effect: SoundEffect): void {
  if (!readSoundEnabled()) return;
  try {
    playEffect(effect);
  } catch {
    // no audio here
  }
}

/**
 * For the wheels: the ticks of a `totalDeg` turn past pegs `stepDeg` apart, easing out over
 * `durationMs`. Returns what silences the ticks still to come (the wheel was skipped or left).
 */
export function cueTicks(totalDeg: number, stepDeg: number, durationMs: number): () => void {
  if (!readSoundEnabled()) return () => {};
  const sources: AudioBufferSourceNode[] = [];
  try {
    for (const at of tickTimes(totalDeg, stepDeg, durationMs)) {
      const source = playEffect('wheelTick', at);
      if (source) sources.push(source);
    }
  } catch {
    // no audio here
  }
  return () => {
    for (const source of sources) {
      try {
        source.stop();
      } catch {
        // already over
      }
    }
  };
}
