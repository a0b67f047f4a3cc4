import { describe, expect, it } from 'vitest';
import { roulette } from '@casino/studio';
import {
  addToSlip,
  CALL_BET_PARTS,
  CALL_BET_SECTORS,
  CALL_BETS,
  callBet,
  neighbourBet,
  neighbours,
  racetrackPositions,
} from './racetrack.ts';

const covered = (parts: Record<string, number>) =>
  [...new Set(Object.keys(parts).flatMap((s) => roulette.rouletteCover(s) ?? []))].sort((a, b) => a - b);
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

describe('racetrack bets', () => {
  it('neighbours follow the wheel, wrapping round the zero', () => {
    expect(neighbours(0, 2)).toEqual([3, 26, 0, 32, 15]);
    expect(neighbours(17, 1)).toEqual([25, 17, 34]);
    expect(neighbours(26, 4)).toEqual([28, 12, 35, 3, 26, 0, 32, 15, 19]);
    expect(neighbourBet(5, 3, 10)).toEqual({
      'straight-8': 10,
      'straight-23': 10,
      'straight-10': 10,
      'straight-5': 10,
      'straight-24': 10,
      'straight-16': 10,
      'straight-33': 10,
    });
  });

  it('every call bet part is a spot the engine prices, and covers exactly its wheel sector', () => {
    for (const call of CALL_BETS) {
      for (const spot of Object.keys(CALL_BET_PARTS[call]))
        expect(roulette.rouletteCover(spot), spot).not.toBeNull();
      expect(covered(CALL_BET_PARTS[call]), call).toEqual(sorted(CALL_BET_SECTORS[call]));
    }
    expect(CALL_BET_SECTORS.voisins).toHaveLength(17);
    expect(CALL_BET_SECTORS.tiers).toHaveLength(12);
    expect(CALL_BET_SECTORS.orphelins).toHaveLength(8);
    expect(CALL_BET_SECTORS.zero).toHaveLength(7);
    // Together the three big sectors are the whole wheel.
    expect(
      sorted([...CALL_BET_SECTORS.voisins, ...CALL_BET_SECTORS.tiers, ...CALL_BET_SECTORS.orphelins]),
    ).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('call bets use the dealer chip counts: voisins 9, tiers 6, orphelins 5, jeu zéro 4', () => {
    const chips = (call: (typeof CALL_BETS)[number]) =>
      Object.values(callBet(call, 5)).reduce((a, b) => a + b, 0) / 5;
    expect(CALL_BETS.map(chips)).toEqual([6, 5, 9, 4]);
    expect(callBet('voisins', 5)['trio-0-2-3']).toBe(10);
    expect(callBet('voisins', 5)['corner-25']).toBe(10);
  });

  it('adds to the slip, summing a spot bet twice', () => {
    expect(addToSlip({ 'split-12-15': 5, red: 5 }, callBet('zero', 5))).toEqual({
      red: 5,
      'split-0-3': 5,
      'split-12-15': 10,
      'straight-26': 5,
      'split-32-35': 5,
    });
  });

  it('places the 37 numbers around the oval, zero on the right curve, none overlapping', () => {
    const pos = racetrackPositions();
    expect(pos).toHaveLength(37);
    expect(pos[0]!.x).toBeGreaterThan(95);
    expect(pos[0]!.y).toBeCloseTo(50, 0);
    for (let i = 0; i < pos.length; i++)
      for (let j = i + 1; j < pos.length; j++) {
        const d = Math.hypot((pos[i]!.x - pos[j]!.x) * 3.2, pos[i]!.y - pos[j]!.y);
        expect(d).toBeGreaterThan(15);
      }
  });
});
