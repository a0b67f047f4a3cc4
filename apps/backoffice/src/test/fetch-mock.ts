import { vi } from 'vitest';

/** One answer of the fake server: a status and a JSON body (or none). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** A request the code under test made: method, path with query, headers, parsed body. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/**
 * Replaces fetch with a fake API: `answer` picks the reply per request (default 200 `{}`); every request is
 * recorded in `requests` for the assertions.
 */
export function mockApi(answer: (request: SeenRequest) => FakeAnswer = () => ({ body: {} })) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const { status = 200, body } = answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** The `{ error: { code } }` body of a refusal. */
export function apiError(code: string) {
  return { error: { code } };
}
