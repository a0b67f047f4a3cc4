import { describe, expect, it } from 'vitest';
import { findChunkCycle } from './chunk-cycles.ts';

describe('findChunkCycle', () => {
  it('finds chunks that import each other, directly or around a ring', () => {
    expect(findChunkCycle(new Map([['a.js', ['a.js']]]))).toEqual(['a.js', 'a.js']);
    const ring = new Map([
      ['entry.js', ['common.js']],
      ['engine.js', ['entry.js', 'studio.js']],
      ['studio.js', ['common.js', 'verify.js']],
      ['verify.js', ['studio.js']],
      ['common.js', []],
    ]);
    expect(findChunkCycle(ring)).toEqual(['studio.js', 'verify.js', 'studio.js']);
  });

  it('accepts a graph where chunks share imports without a cycle', () => {
    const shared = new Map([
      ['entry.js', ['common.js', 'zod.js']],
      ['engine.js', ['entry.js', 'common.js', 'studio.js']],
      ['verify.js', ['studio.js', 'common.js']],
      ['studio.js', ['common.js']],
      ['common.js', ['zod.js']],
      ['zod.js', []],
    ]);
    expect(findChunkCycle(shared)).toBeNull();
  });
});
