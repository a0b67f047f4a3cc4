import { describeLocaleParity } from '@casino/client/testing';
import { expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';

describeLocaleParity('game client locale files', { ja, en }, () => {
  it('state the placeholder game odds in both languages', () => {
    expect(en.engines.placeholder.rules).toContain('48 %');
    expect(en.engines.placeholder.rules).toContain('96 %');
    expect(ja.engines.placeholder.rules).toContain('48 %');
    expect(ja.engines.placeholder.rules).toContain('96 %');
  });
});
