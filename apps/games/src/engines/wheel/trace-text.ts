import type { TFunction } from 'i18next';
import type { WheelBonusTrace } from '@casino/contract';

/**
 * One line that tells how a bonus round was played (the verify page shows it under the bonus): the
 * target picked and by whom, the puck's start and slot per drop, the rolls and squares of a walk.
 */
export function bonusTraceText(t: TFunction, trace: WheelBonusTrace | undefined): string | null {
  if (!trace) return null;
  if ('hidden' in trace)
    return t(trace.by === 'player' ? 'liveShow.verify.pickPlayer' : 'liveShow.verify.pickDrawn', {
      n: trace.picked + 1,
      count: trace.hidden.length,
      value: trace.hidden[trace.picked],
    });
  if ('drops' in trace)
    return trace.drops
      .map((d, i) =>
        d.start === undefined
          ? t('liveShow.verify.slot', { n: i + 1, slot: d.slot + 1 })
          : t('liveShow.verify.drop', { n: i + 1, start: d.start + 1, slot: d.slot + 1 }),
      )
      .join(' · ');
  if ('moves' in trace)
    return trace.moves
      .map((m, i) =>
        t('liveShow.verify.move', {
          n: i + 1,
          a: m.dice[0],
          b: m.dice[1],
          square: m.square,
          value: m.value === 'jail' ? t('liveShow.walk.jailSquare') : `×${m.value}`,
        }),
      )
      .join(' · ');
  if ('collected' in trace)
    return t('liveShow.verify.collected', { list: trace.collected.join(' + ') || '0' });
  return t('liveShow.verify.levels', { count: trace.reached.length });
}
