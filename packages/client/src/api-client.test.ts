import { DEFAULT_PUBLIC_CONFIG, gamesResponseSchema } from '@casino/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  buildApiUrl,
  errorMessageKey,
  getErrorCode,
  isNetworkError,
  parseRetryAfter,
  postJson,
  refusalOf,
  retryAfterOf,
} from './api-client.ts';
import { resetPublicConfigForTests } from './public-config.ts';

function stubFetch(response: Response | Error | DOMException) {
  const fetchMock = vi.fn(() =>
    response instanceof Response ? Promise.resolve(response) : Promise.reject(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setConfigMeta(content: string) {
  document.head.innerHTML = `<meta name="casino-config" content='${content}'>`;
  resetPublicConfigForTests();
}

/** The one fetch call was a JSON POST to `url` with the CHANNEL header and credentials. */
function expectJsonPost(fetchMock: ReturnType<typeof stubFetch>, url: string, body: string) {
  const [calledUrl, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(calledUrl).toBe(url);
  expect(init.credentials).toBe('include');
  expect(init.method).toBe('POST');
  expect(init.body).toBe(body);
  const headers = new Headers(init.headers);
  expect(headers.get('channel')).toBe('WEB');
  expect(headers.get('content-type')).toBe('application/json');
}

beforeEach(() => {
  setConfigMeta(JSON.stringify({ ...DEFAULT_PUBLIC_CONFIG, apiBasePath: '/base/', channelCode: 'WEB' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  resetPublicConfigForTests();
});

describe('apiRequest', () => {
  it('calls the configured base path with the CHANNEL header, credentials and JSON', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const result = await apiRequest('/things', {
      method: 'POST',
      query: { a: 1, b: undefined },
      body: { x: 1 },
    });
    expect(result).toEqual({ ok: true });
    expectJsonPost(fetchMock, '/base/things?a=1', '{"x":1}');
  });

  it('throws ApiError with the body code on a non-2xx status', async () => {
    stubFetch(new Response(JSON.stringify({ error: { code: 'USER_LOCKED_OUT' } }), { status: 423 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 423, code: 'USER_LOCKED_OUT' });
  });

  it("keeps a 429's Retry-After as the seconds to wait (issue 25)", async () => {
    stubFetch(
      new Response(JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS' } }), {
        status: 429,
        headers: { 'Retry-After': '25' },
      }),
    );
    const caught: unknown = await apiRequest('/x').catch((error: unknown) => error);
    expect(caught).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 25 });
    expect(retryAfterOf(caught)).toBe(25);
    expect(retryAfterOf(new Error('x'))).toBeUndefined();
  });

  it('keeps the limit and end time of a refused play movement (issue 28)', async () => {
    const limit = { kind: 'wager', period: 'daily', value: 500 };
    stubFetch(
      new Response(JSON.stringify({ error: { code: 'PLAY_LIMIT_REACHED', limit } }), { status: 409 }),
    );
    const caught: unknown = await apiRequest('/x').catch((error: unknown) => error);
    expect(caught).toMatchObject({ code: 'PLAY_LIMIT_REACHED' });
    expect(refusalOf(caught)).toEqual({ limit, until: undefined });
    const until = '2026-12-05T10:00:00.000Z';
    stubFetch(new Response(JSON.stringify({ error: { code: 'PLAY_ON_BREAK', until } }), { status: 403 }));
    expect(refusalOf(await apiRequest('/x').catch((error: unknown) => error))).toEqual({
      until,
      limit: undefined,
    });
    stubFetch(new Response(JSON.stringify({ error: { code: 'FORBIDDEN' } }), { status: 403 }));
    expect(refusalOf(await apiRequest('/x').catch((error: unknown) => error))).toBeUndefined();
  });

  it('reads Retry-After as seconds or an HTTP date, at least 1', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('0', now)).toBe(1);
    expect(parseRetryAfter('Sat, 28 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('normalizes unknown codes to TECHNICAL_ERROR', async () => {
    stubFetch(new Response(JSON.stringify({ error: { code: 'SOMETHING_NEW' } }), { status: 400 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 400, code: 'TECHNICAL_ERROR' });
  });

  it('turns an unparsable error body into TECHNICAL_ERROR', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'TECHNICAL_ERROR' });
    expect(errorMessageKey(error)).toBe('errors.TECHNICAL_ERROR');
  });

  it('turns an unparsable success body into TECHNICAL_ERROR', async () => {
    stubFetch(new Response('not json', { status: 200 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 200, code: 'TECHNICAL_ERROR' });
  });

  it('rejects a body that does not match the schema', async () => {
    stubFetch(new Response(JSON.stringify([{ games: 'nope' }]), { status: 200 }));
    await expect(apiRequest('/games', { schema: gamesResponseSchema })).rejects.toMatchObject({
      code: 'TECHNICAL_ERROR',
    });
  });

  it('turns a network failure into ApiError status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, code: 'TECHNICAL_ERROR' });
  });

  it('returns undefined for an empty 2xx body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/x', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('maps any non-ApiError to the technical error message', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('errors.TECHNICAL_ERROR');
    expect(errorMessageKey(new ApiError(409, 'EMAIL_ALREADY_EXISTS'))).toBe('errors.EMAIL_ALREADY_EXISTS');
  });
});

const okSchema = z.object({ ok: z.boolean() });

describe('postJson', () => {
  it('POSTs JSON with the CHANNEL header and credentials and returns the validated answer', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: true, extra: 1 }), { status: 200 }));
    await expect(postJson('/studio/session', { launchToken: 't' }, okSchema)).resolves.toEqual({ ok: true });
    expectJsonPost(fetchMock, '/base/studio/session', '{"launchToken":"t"}');
  });

  it('rejects an answer that does not match the schema', async () => {
    stubFetch(new Response(JSON.stringify({ ok: 'yes' }), { status: 200 }));
    await expect(postJson('/x', {}, okSchema)).rejects.toMatchObject({
      status: 200,
      code: 'TECHNICAL_ERROR',
    });
  });

  it('passes an abort through untouched', async () => {
    stubFetch(new DOMException('aborted', 'AbortError'));
    await expect(postJson('/x', {}, gamesResponseSchema)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('error helpers', () => {
  it('tell a network failure (status 0) from an answered error', () => {
    expect(isNetworkError(new ApiError(0, 'TECHNICAL_ERROR'))).toBe(true);
    expect(isNetworkError(new ApiError(500, 'TECHNICAL_ERROR'))).toBe(false);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('give every error a catalogue code', () => {
    expect(getErrorCode(new ApiError(423, 'USER_LOCKED_OUT'))).toBe('USER_LOCKED_OUT');
    expect(getErrorCode('boom')).toBe('TECHNICAL_ERROR');
  });

  it('build URLs under the base path without a trailing slash', () => {
    setConfigMeta(JSON.stringify({ ...DEFAULT_PUBLIC_CONFIG, apiBasePath: '/base//' }));
    expect(buildApiUrl('/things')).toBe('/base/things');
    expect(buildApiUrl('/things', { q: 'a b', n: 2, flag: false })).toBe('/base/things?q=a+b&n=2&flag=false');
  });
});
