import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguageCode } from '../../lib/i18n.ts';
import type { SlotConfig, SlotSymbol } from './titles.ts';

export interface SlotSymbols {
  byId: (id: string) => SlotSymbol | undefined;
  /** The symbol's name in the current language (its id when the title has no such symbol). */
  name: (id: string) => string;
}

/** A title's symbols by id, and their names in the player's language. */
export function useSymbols(cfg: SlotConfig | undefined): SlotSymbols {
  const { i18n } = useTranslation();
  const lang = toLanguageCode(i18n.language);
  return useMemo(() => {
    const map = new Map((cfg?.symbols ?? []).map((s) => [s.id, s]));
    return {
      byId: (id) => map.get(id),
      name: (id) => map.get(id)?.[lang] ?? id,
    };
  }, [cfg, lang]);
}
