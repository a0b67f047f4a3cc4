/*
 * Sound: off by default, the choice kept in localStorage. The few effects are synthesised with WebAudio
 * (no audio files in the bundle); the AudioContext is made on the first sound after a user gesture,
 * as browsers require.
 */

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

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (typeof window.AudioContext !== 'function') return undefined;
  context ??= new window.AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(ctx: AudioContext, frequency: number, start: number, duration: number, peak: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + duration + 0.02);
}

export type SoundEffect = 'click' | 'win' | 'bigWin';

export function playEffect(effect: SoundEffect): void {
  const ctx = audio();
  if (!ctx) return;
  const now = ctx.currentTime;
  if (effect === 'click') {
    tone(ctx, 880, now, 0.06, 0.15);
    return;
  }
  // A rising major arpeggio (C6 E6 G6, plus C7 for a big win).
  const notes = effect === 'bigWin' ? [1047, 1319, 1568, 2093] : [1047, 1319, 1568];
  notes.forEach((frequency, i) => tone(ctx, frequency, now + i * 0.09, 0.35, 0.12));
}
