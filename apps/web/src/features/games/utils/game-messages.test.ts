import { describe, expect, it } from 'vitest';
import { readGameMessage } from './game-messages.ts';

const game = {} as Window;
const other = {} as Window;
const origin = 'https://casino.example';

describe('messages from the game frame', () => {
  it('accepts a balance or lobby message from the game window of our own origin', () => {
    expect(
      readGameMessage(
        { origin, source: game, data: { type: 'casino:balance', balance: 5, mode: 'real' } },
        game,
        origin,
      ),
    ).toEqual({ type: 'casino:balance', balance: 5, mode: 'real' });
    expect(readGameMessage({ origin, source: game, data: { type: 'casino:lobby' } }, game, origin)).toEqual({
      type: 'casino:lobby',
    });
  });

  it('ignores foreign origins, other windows and anything off-contract', () => {
    const data = { type: 'casino:balance', balance: 5, mode: 'real' };
    expect(readGameMessage({ origin: 'https://evil.example', source: game, data }, game, origin)).toBeNull();
    expect(readGameMessage({ origin, source: other, data }, game, origin)).toBeNull();
    expect(readGameMessage({ origin, source: game, data }, null, origin)).toBeNull();
    expect(
      readGameMessage({ origin, source: game, data: { ...data, balance: -1 } }, game, origin),
    ).toBeNull();
    expect(readGameMessage({ origin, source: game, data: 'casino:lobby' }, game, origin)).toBeNull();
  });
});
