import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../lib/dataProvider.ts';
import { mockApi } from '../test/fetch-mock.ts';
import { toInstant } from './contentProvider.ts';

const doc = {
  id: 'promotion_spring_en',
  kind: 'promotion',
  slug: 'spring',
  language: 'en',
  title: 'Spring',
  description: '',
  body: 'Hi',
  terms: null,
  ctaLabel: null,
  version: 2,
  updatedDate: '2030-01-01T00:00:00.000Z',
  updatedBy: 'operator:x',
};
const promotion = {
  id: 'spring',
  slug: 'spring',
  bannerUrl: null,
  ctaPath: '/',
  startDate: '2030-01-01T00:00:00.000Z',
  endDate: '2030-02-01T00:00:00.000Z',
  published: true,
  updatedDate: '2030-01-01T00:00:00.000Z',
};

describe('the content resources of the data provider', () => {
  it('list texts with the kind and language filters', async () => {
    const { requests } = mockApi(() => ({ body: { data: [doc], total: 1 } }));
    const result = await createDataProvider().getList('content', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { kind: 'promotion', language: '' },
    });
    expect(result.total).toBe(1);
    expect(result.data[0]).toMatchObject({ id: 'promotion_spring_en', title: 'Spring', version: 2 });
    expect(requests[0]!.url.pathname).toBe('/api/operator/content/documents');
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({
      page: '1',
      perPage: '25',
      kind: 'promotion',
    });
  });

  it('create a text as a PUT of its first version, blank optional fields as null', async () => {
    const { requests } = mockApi(() => ({ body: doc }));
    await createDataProvider().create('content', {
      data: {
        kind: 'promotion',
        slug: 'spring',
        language: 'en',
        title: 'Spring',
        body: 'Hi',
        terms: ' ',
        ctaLabel: '',
      },
    });
    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.url.pathname).toBe('/api/operator/content/documents/promotion_spring_en');
    expect(requests[0]!.body).toEqual({
      title: 'Spring',
      description: '',
      body: 'Hi',
      terms: null,
      ctaLabel: null,
    });
  });

  it('send a promotion change with ISO instants and only the fields an update may carry', async () => {
    const { requests } = mockApi(() => ({ body: promotion }));
    await createDataProvider().update('promotions', {
      id: 'spring',
      data: { ...promotion, startDate: new Date('2030-01-03T00:00:00Z'), published: false },
      previousData: promotion,
    });
    expect(requests[0]!.method).toBe('PATCH');
    expect(requests[0]!.url.pathname).toBe('/api/operator/promotions/spring');
    expect(requests[0]!.body).toEqual({
      bannerUrl: null,
      ctaPath: '/',
      startDate: '2030-01-03T00:00:00.000Z',
      endDate: '2030-02-01T00:00:00.000Z',
      published: false,
    });
  });

  it('turn date-time inputs into instants and leave other values alone', () => {
    expect(toInstant(new Date('2030-01-01T00:00:00Z'))).toBe('2030-01-01T00:00:00.000Z');
    expect(toInstant('2030-01-01T09:00:00+09:00')).toBe('2030-01-01T00:00:00.000Z');
    expect(toInstant('')).toBe('');
    expect(toInstant(undefined)).toBeUndefined();
  });
});
