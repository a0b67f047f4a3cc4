import { DEFAULT_PUBLIC_CONFIG, gamesResponseSchema } from '@casino/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessageKey } from './api-client.ts';
import { parsePublicConfig, resetPublicConfigForTests } from './public-config.ts';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setConfigMeta(content: string) {
  document.head.innerHTML = `<meta name="casino-config" content='${content}'>`;
  resetPublicConfigForTests();
}

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

describe('apiRequest', () => {
  beforeEach(() => {
    setConfigMeta(JSON.stringify({ ...DEFAULT_PUBLIC_CONFIG, apiBasePath: '/base/', channelCode: 'WEB' }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    resetPublicConfigForTests();
  });

  it('calls the configured base path with the CHANNEL header, credentials and JSON', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const result = await apiRequest('/things', {
      method: 'POST',
      query: { a: 1, b: undefined },
      body: { x: 1 },
    });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/base/things?a=1');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"x":1}');
    const headers = new Headers(init.headers);
    expect(headers.get('channel')).toBe('WEB');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('throws ApiError with the body code on a non-2xx status', async () => {
    stubFetch(new Response(JSON.stringify({ error: { code: 'USER_LOCKED_OUT' } }), { status: 423 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 423, code: 'USER_LOCKED_OUT' });
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
