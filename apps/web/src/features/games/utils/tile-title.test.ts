import { describe, expect, it } from 'vitest';
import { gameImageSources, gameTileTitle } from './tile-title.ts';

const base = { gameCode: 'WNF_AZTEC_X', title: 'Aztec X (server)', translations: [] };

describe('gameTileTitle', () => {
  it('prefers the translation for the current language', () => {
    const game = {
      ...base,
      translations: [
        { gameId: 1, language: 'en', title: 'Aztec-X EN' },
        { gameId: 1, language: 'ja', title: 'アステカX（翻訳）' },
      ],
    };
    expect(gameTileTitle(game, 'ja')).toBe('アステカX（翻訳）');
    expect(gameTileTitle(game, 'en')).toBe('Aztec-X EN');
  });

  it('accepts regional language tags', () => {
    const game = { ...base, translations: [{ gameId: 1, language: 'ja-JP', title: '和題' }] };
    expect(gameTileTitle(game, 'ja')).toBe('和題');
  });

  it('falls back to the game title', () => {
    expect(gameTileTitle(base, 'ja')).toBe('Aztec X (server)');
  });

  it('then to the known friendly title by code', () => {
    expect(gameTileTitle({ ...base, title: '' }, 'ja')).toBe('アステカX');
    expect(gameTileTitle({ ...base, title: ' ' }, 'en')).toBe('Aztec-X');
  });

  it('then to the code', () => {
    expect(gameTileTitle({ gameCode: 'ZZZ_UNKNOWN', title: '', translations: [] }, 'en')).toBe('ZZZ_UNKNOWN');
  });
});

describe('gameImageSources', () => {
  it('uses imagePath first and the generated icon after it', () => {
    expect(gameImageSources({ gameCode: 'WNF_AZTEC_X', imagePath: '/cdn/a.png' })).toEqual([
      '/cdn/a.png',
      '/game-icons/WNF_AZTEC_X.png',
    ]);
    expect(gameImageSources({ gameCode: 'WNF_AZTEC_X', imagePath: null })).toEqual([
      '/game-icons/WNF_AZTEC_X.png',
    ]);
  });
});
