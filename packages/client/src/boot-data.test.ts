import { BOOT_DATA_ID, DEFAULT_PUBLIC_CONFIG } from '@casino/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, bootAnswer } from './api-client.ts';
import { resetBootDataForTests } from './boot-data.ts';
import { resetPublicConfigForTests } from './public-config.ts';

const schema = z.object({ n: z.number() });

function page(data: string) {
  document.head.innerHTML =
    `<meta name="casino-config" content='${JSON.stringify({ ...DEFAULT_PUBLIC_CONFIG, channelCode: 'WEB' })}'>` +
    `<script type="application/json" id="${BOOT_DATA_ID}">${data}</script>`;
  resetPublicConfigForTests();
  resetBootDataForTests();
}

function stubFetch(body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => page(JSON.stringify({ '/api/things?a=1&b=2': { n: 1 }, '/api/bad': { n: 'x' } })));

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  resetPublicConfigForTests();
  resetBootDataForTests();
});

describe("the page's boot answers", () => {
  it('answers the first GET of a URL (query in any order) from the page, later ones from the API', async () => {
    const fetchMock = stubFetch({ n: 2 });
    await expect(apiRequest('/things', { query: { b: 2, a: 1 }, schema })).resolves.toEqual({ n: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/things', { query: { b: 2, a: 1 }, schema })).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the API when the written answer does not match the schema, or for a POST', async () => {
    const fetchMock = stubFetch({ n: 3 });
    await expect(apiRequest('/bad', { schema })).resolves.toEqual({ n: 3 });
    await expect(apiRequest('/things', { method: 'POST', query: { a: 1, b: 2 }, schema })).resolves.toEqual({
      n: 3,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives a query's initial data synchronously, once, and only when it matches the schema", async () => {
    expect(bootAnswer('/things', { b: 2, a: 1 }, schema)).toEqual({ n: 1 });
    expect(bootAnswer('/things', { a: 1, b: 2 }, schema)).toBeUndefined();
    expect(bootAnswer('/bad', undefined, schema)).toBeUndefined();
    expect(bootAnswer('/missing', undefined, schema)).toBeUndefined();
    // Taken: the query's own request then asks the API.
    const fetchMock = stubFetch({ n: 5 });
    await expect(apiRequest('/things', { query: { a: 1, b: 2 }, schema })).resolves.toEqual({ n: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ignores an unreadable block', async () => {
    page('{not json');
    const fetchMock = stubFetch({ n: 4 });
    await expect(apiRequest('/things', { query: { a: 1, b: 2 }, schema })).resolves.toEqual({ n: 4 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
