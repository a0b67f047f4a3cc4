import { describe, expect, it } from 'vitest';
import { gameKind } from './game-kind.ts';

describe('gameKind', () => {
  it('labels the in-house shows as game shows, roulette and baccarat as table games, slots not at all', () => {
    expect(gameKind({ gameCode: 'EVO_LIVE_CRAZY_TIME', gameType: 'LIVE' })).toBe('gameShow');
    expect(gameKind({ gameCode: 'EVO_LIVE_MONOPOLY', gameType: 'LIVE' })).toBe('gameShow');
    expect(gameKind({ gameCode: 'EVO_LIVE_JAPANESE_ROULETTE', gameType: 'LIVE' })).toBe('table');
    expect(gameKind({ gameCode: 'EVO_LIVE_JAPANESE_SPEED_BACCARAT', gameType: 'LIVE' })).toBe('table');
    expect(gameKind({ gameCode: 'WNF_AZTEC_X', gameType: 'SLOT' })).toBeNull();
  });
});
