import type { SlotConfig } from './slot-config.ts';

/** A one-line English summary of a title's mechanics (the studio README's table, the RTP tool). */
export function describeSlot(cfg: SlotConfig): string {
  const f = cfg.features ?? {};
  const parts: string[] = [];
  if (f.cascade)
    parts.push(
      f.cascade.multipliers.length > 1
        ? `cascades, rising multiplier ×${f.cascade.multipliers.join('→×')}`
        : 'cascades',
    );
  if (f.wildMultipliers) parts.push(`multiplier wilds ×${f.wildMultipliers.values.join('/×')}`);
  if (f.expandingWilds)
    parts.push(f.expandingWilds === 'always' ? 'expanding wilds' : 'expanding wilds in free spins');
  if (f.stickyWilds) parts.push('sticky wilds in free spins');
  if (f.holdAndWin) {
    const j = f.holdAndWin.jackpots;
    parts.push(
      `hold-and-win (${f.holdAndWin.trigger}+ coins, jackpots ×${j.mini}/×${j.minor}/×${j.major}/×${j.grand})`,
    );
  }
  if (f.pick) parts.push(`pick bonus (${f.pick.trigger}+ bonus symbols, ${f.pick.prizes.length} prizes)`);
  const fs = cfg.freeSpins;
  parts.push(`${fs.spins} free spins ×${fs.multiplier}${fs.retrigger ? ' (retrigger)' : ''}`);
  return parts.join('; ');
}
