import type { Row } from '@/lib/measures/histogram';
import { jsonResponse, mockFetch } from './__fixtures__/mock-fetch';
import { withTestCms } from './__fixtures__/testCms';
import { CMS_JSON_LIMIT_BYTES, MAX_BATCH_ROWS, measuresBody, storeFieldMeasures } from './measures';

withTestCms();

/** The longest row the CMS takes (cms/src/measures/store.js): an 80-character page and element, the longest names. */
const longest: Row = {
  day: '2026-11-28',
  page: `/${'a'.repeat(79)}`,
  metric: 'TTFB',
  connection: 'inconnue',
  device: 'puissant',
  origin: 'reseau',
  element: 'b'.repeat(80),
  bound: 120_000,
  count: 1_000_000,
};
const batch = (rows: Row[]) => ({ key: '0b9f2c4e-6a1d-4f3b-9c8e-7d5a1b2c3d4e', rows });

describe('storeFieldMeasures', () => {
  it(`sends batches of ${MAX_BATCH_ROWS} rows, its longest ones included, under the CMS's JSON body limit`, () => {
    const body = JSON.stringify(measuresBody(batch(Array.from({ length: MAX_BATCH_ROWS }, () => longest))));
    expect(Buffer.byteLength(body)).toBeLessThan(CMS_JSON_LIMIT_BYTES * 0.7);
  });

  it.each([
    [201, 'stored'],
    [413, 'refused'],
    [400, 'refused'],
    [429, 'failed'],
    [503, 'failed'],
  ] as const)('answers %i as %s', async (status, outcome) => {
    mockFetch(() => jsonResponse({}, status));
    expect(await storeFieldMeasures(batch([longest]))).toBe(outcome);
  });

  it('is a failure, not a refusal, when the CMS cannot be reached', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    expect(await storeFieldMeasures(batch([longest]))).toBe('failed');
  });
});
