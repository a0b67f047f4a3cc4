import { DEFAULT_PUBLIC_CONFIG } from '@casino/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPublicConfig, parsePublicConfig, resetPublicConfigForTests } from './public-config.ts';

describe('public config', () => {
  it('falls back to the default when the meta tag is empty', () => {
    expect(parsePublicConfig('')).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(parsePublicConfig(null)).toEqual(DEFAULT_PUBLIC_CONFIG);
  });

  it('falls back to the default when the content is not valid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parsePublicConfig('{not json')).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(parsePublicConfig('{"apiBasePath":1}')).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('getPublicConfig', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    resetPublicConfigForTests();
  });

  it('reads the meta tag once and keeps the value until reset', () => {
    const config = { ...DEFAULT_PUBLIC_CONFIG, apiBasePath: '/first' };
    document.head.innerHTML = `<meta name="casino-config" content='${JSON.stringify(config)}'>`;
    expect(getPublicConfig().apiBasePath).toBe('/first');
    document.head.innerHTML = '';
    expect(getPublicConfig().apiBasePath).toBe('/first');
    resetPublicConfigForTests();
    expect(getPublicConfig()).toEqual(DEFAULT_PUBLIC_CONFIG);
  });
});
