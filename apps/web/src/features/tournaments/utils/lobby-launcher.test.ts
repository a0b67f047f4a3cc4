import { afterEach, describe, expect, it } from 'vitest';
import { dropPendingLaunch, rememberPendingLaunch, takePendingLaunch } from '../../../lib/pending-launch.ts';
import { gameLaunchFrom, lobbyOrigin } from './lobby-launcher.ts';

describe('lobby messages', () => {
  const origin = lobbyOrigin('/lobby/launcher.js', 'http://casino.test/tournaments');

  it('accept a gameLaunch with a valid game code from the lobby origin only', () => {
    expect(origin).toBe('http://casino.test');
    expect(gameLaunchFrom({ origin, data: { type: 'gameLaunch', gameCode: 'WNF_AZTEC_X' } }, origin)).toBe(
      'WNF_AZTEC_X',
    );
    expect(
      gameLaunchFrom(
        { origin: 'http://evil.test', data: { type: 'gameLaunch', gameCode: 'WNF_AZTEC_X' } },
        origin,
      ),
    ).toBeNull();
    expect(gameLaunchFrom({ origin, data: { type: 'gameLaunch', gameCode: '../../x' } }, origin)).toBeNull();
    expect(gameLaunchFrom({ origin, data: { type: 'lobbyResize', height: 1 } }, origin)).toBeNull();
    expect(gameLaunchFrom({ origin, data: 'gameLaunch' }, origin)).toBeNull();
  });
});

describe('a launch deferred until login', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('runs on the page it was chosen on, once', () => {
    window.history.replaceState(null, '', '/tournaments');
    rememberPendingLaunch('WNF_AZTEC_X');
    expect(takePendingLaunch()).toBe('WNF_AZTEC_X');
    expect(takePendingLaunch()).toBeNull();
  });

  it('is dropped when the player signs in on another page, or after the popup closed', () => {
    window.history.replaceState(null, '', '/tournaments');
    rememberPendingLaunch('WNF_AZTEC_X');
    window.history.replaceState(null, '', '/category/slot');
    expect(takePendingLaunch()).toBeNull();
    window.history.replaceState(null, '', '/tournaments');
    rememberPendingLaunch('WNF_AZTEC_X');
    dropPendingLaunch();
    expect(takePendingLaunch()).toBeNull();
  });
});
