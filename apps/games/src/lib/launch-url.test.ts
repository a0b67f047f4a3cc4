import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './launch-url.ts';

describe('readLaunchParams', () => {
  it('reads the game code from the path and the token from ?launch', () => {
    expect(readLaunchParams({ pathname: '/studio/play/WNF_OIRAN_DREAMS', search: '?launch=abc' })).toEqual({
      gameCode: 'WNF_OIRAN_DREAMS',
      launchToken: 'abc',
    });
  });

  it('tolerates a trailing slash and reports what is missing or malformed', () => {
    expect(readLaunchParams({ pathname: '/studio/play/JPL_FIGHTING_SAMURAI/', search: '' })).toEqual({
      gameCode: 'JPL_FIGHTING_SAMURAI',
      launchToken: undefined,
    });
    expect(readLaunchParams({ pathname: '/studio/play/<script>', search: '?launch=' })).toEqual({
      gameCode: undefined,
      launchToken: undefined,
    });
  });
});
