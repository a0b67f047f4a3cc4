import { useCallback, useState } from 'react';
import { playEffect, readSoundEnabled, storeSoundEnabled, type SoundEffect } from '../lib/sound/sound.ts';

export function useSound() {
  const [enabled, setEnabled] = useState(readSoundEnabled);

  const play = useCallback(
    (effect: SoundEffect) => {
      if (!enabled) return;
      try {
        playEffect(effect);
      } catch {
        // audio is a nicety: a browser that refuses it must not break the round
      }
    },
    [enabled],
  );

  const toggle = useCallback(() => {
    const next = !enabled;
    storeSoundEnabled(next);
    setEnabled(next);
    // Turning sound on is the player's tap: the audio context starts inside it, with a click to confirm.
    if (next) {
      try {
        playEffect('click');
      } catch {
        // no audio here
      }
    }
  }, [enabled]);

  return { enabled, toggle, play };
}
