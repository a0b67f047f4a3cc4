import { useCallback, useState } from 'react';
import { playEffect, readSoundEnabled, storeSoundEnabled, type SoundEffect } from '../lib/sound.ts';

export function useSound() {
  const [enabled, setEnabled] = useState(readSoundEnabled);

  const toggle = useCallback(() => {
    setEnabled((current) => {
      storeSoundEnabled(!current);
      return !current;
    });
  }, []);

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

  return { enabled, toggle, play };
}
