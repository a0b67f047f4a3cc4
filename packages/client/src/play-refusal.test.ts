import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { formatDateTime, playRefusalText, type Translate } from './play-refusal.ts';

/** A stand-in `t`: the key and its options, so the test reads what was asked for. */
const t: Translate = (key, options) =>
  options && Object.keys(options).length > 0 ? `${key}${JSON.stringify(options)}` : key;

describe('playRefusalText', () => {
  it('names the limit a bet would pass and when it starts again', () => {
    const until = '2026-12-01T15:00:00.000Z';
    const error = new ApiError(409, 'PLAY_LIMIT_REACHED', undefined, {
      limit: { kind: 'loss', period: 'weekly', value: 1500 },
      until,
    });
    const text = playRefusalText(t, error, 'en')!;
    expect(text.startsWith('playRefusal.limitUntil')).toBe(true);
    expect(text).toContain('playRefusal.period.weekly');
    expect(text).toContain('playRefusal.kind.loss');
    expect(text).toContain('1,500');
    expect(text).toContain(formatDateTime(until, 'en'));
  });

  it('tells the end of a break or exclusion, and nothing for other errors', () => {
    const until = '2026-12-05T10:00:00.000Z';
    expect(playRefusalText(t, new ApiError(403, 'PLAY_ON_BREAK', undefined, { until }), 'ja')).toBe(
      `playRefusal.break${JSON.stringify({ until: formatDateTime(until, 'ja') })}`,
    );
    expect(playRefusalText(t, new ApiError(403, 'PLAY_SELF_EXCLUDED', undefined, { until }), 'ja')).toContain(
      'playRefusal.exclusion',
    );
    expect(playRefusalText(t, new ApiError(403, 'PLAY_SELF_EXCLUDED'), 'ja')).toBeUndefined();
    expect(playRefusalText(t, new ApiError(409, 'INSUFFICIENT_FUNDS'), 'ja')).toBeUndefined();
  });
});
