import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';

describe('retry policy', () => {
  it('retries a server or network error once', () => {
    expect(shouldRetry(0, new ApiError(500, 'TECHNICAL_ERROR'))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, 'TECHNICAL_ERROR'))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'TECHNICAL_ERROR'))).toBe(true);
    expect(shouldRetry(0, new Error('x'))).toBe(true);
  });

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'TECHNICAL_ERROR'))).toBe(false);
    }
  });

  it('runs the logout path on a 401 from any query, and only then', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new ApiError(403, 'TECHNICAL_ERROR')) })
      .catch(() => {});
    expect(onUnauthorized).not.toHaveBeenCalled();
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHORIZED')) })
      .catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
