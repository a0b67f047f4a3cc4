import { baccarat } from '@casino/studio';
import { z } from 'zod';
import { baccaratDetailsSchema, type BaccaratDetails, type PlayingCard } from '@casino/contract';

/** Spot names exactly as the studio's baccarat engine accepts them. */
export const BACCARAT_SPOTS: readonly string[] = baccarat.BACCARAT_SPOTS;

export { baccaratDetailsSchema };
export type { BaccaratDetails, PlayingCard };

export function readBaccaratDetails(outcome: unknown): BaccaratDetails | null {
  const parsed = z.object({ details: baccaratDetailsSchema }).safeParse(outcome);
  return parsed.success ? parsed.data.details : null;
}

export interface DealtCard {
  side: 'player' | 'banker';
  /** Position in that side's hand (0, 1, 2). */
  slot: number;
  card: PlayingCard;
}

/** The order the dealer turns the cards: P, B, P, B, then the player's third, then the banker's. */
export function dealOrder(d: BaccaratDetails): DealtCard[] {
  const order: DealtCard[] = [];
  for (let slot = 0; slot < 2; slot++) {
    order.push({ side: 'player', slot, card: d.player[slot]! });
    order.push({ side: 'banker', slot, card: d.banker[slot]! });
  }
  if (d.player[2]) order.push({ side: 'player', slot: 2, card: d.player[2] });
  if (d.banker[2]) order.push({ side: 'banker', slot: 2, card: d.banker[2] });
  return order;
}

/** A hand's baccarat total (sum of values mod 10). */
export function handTotal(cards: PlayingCard[]): number {
  return cards.reduce((sum, c) => sum + c.value, 0) % 10;
}
