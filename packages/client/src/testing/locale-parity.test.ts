import { ERROR_CODES } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { describeLocaleParity, flattenLocale } from './locale-parity.ts';

describe('flattenLocale', () => {
  it('turns nested texts into dotted keys', () => {
    expect([...flattenLocale({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });
});

const errors = (prefix: string) => Object.fromEntries(ERROR_CODES.map((code) => [code, `${prefix} ${code}`]));

// A pair of files that passes every check, and the app's own check added to the same block.
describeLocaleParity(
  'locale parity on a matching pair',
  {
    ja: { errors: errors('エラー'), greeting: 'こんにちは {{name}}' },
    en: { errors: errors('Error'), greeting: 'Hello {{name}}' },
  },
  () => {
    it('runs the extra checks inside the block', () => {
      expect(expect.getState().currentTestName).toContain('locale parity on a matching pair');
    });
  },
);
