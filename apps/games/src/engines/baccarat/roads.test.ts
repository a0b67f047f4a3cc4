import { describe, expect, it } from 'vitest';
import type { BaccaratHandResult } from '@casino/contract';
import { beadPlate, bigRoad, roadColumns } from './roads.ts';

const hand = (code: string): BaccaratHandResult => {
  const result = code[0] === 'P' ? 'player' : code[0] === 'B' ? 'banker' : 'tie';
  return {
    result,
    playerTotal: result === 'player' ? 8 : 5,
    bankerTotal: result === 'banker' ? 7 : 5,
    playerPair: code.includes('p'),
    bankerPair: code.includes('b'),
    natural: false,
  };
};
const hands = (codes: string) => codes.split(' ').filter(Boolean).map(hand);
const at = (cells: { col: number; row: number }[]) => cells.map((c) => `${c.col},${c.row}`);

describe('bead plate', () => {
  it('fills columns of six top to bottom, ties included, with the winning total and pairs', () => {
    const b = beadPlate(hands('P B T P B B P Pp'));
    expect(at(b)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,0', '1,1']);
    expect(b.map((c) => c.result[0])).toEqual(['p', 'b', 't', 'p', 'b', 'b', 'p', 'p']);
    expect(b[0]!.total).toBe(8);
    expect(b[1]!.total).toBe(7);
    expect(b[2]!.total).toBe(5);
    expect(b[7]!.playerPair).toBe(true);
    expect(roadColumns(b, 10)).toBe(10);
  });
});

describe('big road', () => {
  it('a streak goes down a column; a change of winner opens the next column at the top', () => {
    const r = bigRoad(hands('B B B P P B'));
    expect(at(r.cells)).toEqual(['0,0', '0,1', '0,2', '1,0', '1,1', '2,0']);
    expect(r.cells.map((c) => c.streak)).toEqual([0, 0, 0, 1, 1, 2]);
  });

  it('ties are slashes on the previous cell, counted; leading ties mark the first cell', () => {
    const r = bigRoad(hands('T P T T B T'));
    expect(r.leadingTies).toBe(1);
    expect(r.cells.map((c) => c.ties)).toEqual([1 + 2, 1]);
    expect(at(r.cells)).toEqual(['0,0', '1,0']);
    expect(bigRoad(hands('T T')).cells).toEqual([]);
  });

  it('a streak longer than six turns right along the bottom row (dragon tail)', () => {
    const r = bigRoad(hands('B B B B B B B B P'));
    expect(at(r.cells)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5', '2,5', '1,0']);
  });

  it('a streak that meets an earlier tail turns right above it', () => {
    const r = bigRoad(hands('B B B B B B B B P P P P P P P'));
    // banker tail along row 5 from col 0 to col 2; player streak in col 1 meets (1,5) and turns at row 4
    expect(at(r.cells).slice(8)).toEqual(['1,0', '1,1', '1,2', '1,3', '1,4', '2,4', '3,4']);
  });

  it('keeps pairs on the cell', () => {
    const r = bigRoad(hands('Pb Bp'));
    expect(r.cells[0]!.bankerPair).toBe(true);
    expect(r.cells[1]!.playerPair).toBe(true);
  });
});
