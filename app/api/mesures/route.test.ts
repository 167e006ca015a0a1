import { storeFieldMeasures } from '@/lib/cms';
import { measureBuffer } from '@/lib/measures/receiver';
import type { Batch } from '@/lib/measures/buffer';
import { POST } from './route';

// What the route counts, seen from the CMS's side: the batches handed to lib/cms at the flush.
jest.mock('@/lib/cms', () => ({ MAX_BATCH_ROWS: 2000, storeFieldMeasures: jest.fn(async () => 'stored') }));
const flushes: Promise<void>[] = [];
jest.mock('next/server', () => ({ after: (flush: Promise<void>) => void flushes.push(flush) }));

const beacon = { page: '/faq', connection: '3g', device: 'moyen', origin: 'reseau', values: { LCP: 1800, INP: 96, CLS: 0 }, elements: { INP: 'button.faq-question' } };

function sent(body: string, headers: Record<string, string> = {}, address = '197.239.1.2'): Request {
  return new Request('http://localhost:3000/api/mesures', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address, ...headers },
    body,
  });
}
const statusOf = async (request: Request) => (await POST(request)).status;

/** The page views the CMS received, by kind of page. */
async function stored(): Promise<Record<string, number>> {
  measureBuffer().hurry();
  await Promise.all(flushes);
  const views: Record<string, number> = {};
  for (const [batch] of (storeFieldMeasures as jest.Mock<Promise<string>, [Batch]>).mock.calls) {
    for (const row of batch.rows) if (row.metric === 'vues') views[row.page] = (views[row.page] ?? 0) + row.count;
  }
  return views;
}

describe('POST /api/mesures (field measures)', () => {
  const env = { ...process.env };
  beforeAll(() => {
    process.env.TRUSTED_PROXIES = '1';
    process.env.MEASURES_RATE_LIMIT = '30';
  });
  afterAll(() => {
    process.env = env;
  });

  it('counts a page view and answers 204, never cached; refuses everything else, keeping nothing', async () => {
    const response = await POST(sent(JSON.stringify(beacon)));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    expect(await statusOf(sent(JSON.stringify(beacon), { 'sec-fetch-site': 'cross-site' }))).toBe(403);
    expect(await statusOf(sent(JSON.stringify(beacon), { 'content-type': 'text/plain' }))).toBe(415);
    expect(await statusOf(sent('{"page": "/faq"'))).toBe(400);
    expect(await statusOf(sent(JSON.stringify({ ...beacon, values: { LCP: -3 } })))).toBe(400);
    expect(await statusOf(sent(JSON.stringify({ ...beacon, values: { FID: 3 } })))).toBe(400);
    expect(await statusOf(sent(JSON.stringify({ ...beacon, page: '/jobs/data-analyst' })))).toBe(400);
    expect(await statusOf(sent(JSON.stringify({ ...beacon, padding: 'x'.repeat(100 * 1024) })))).toBe(413);
    // Global Privacy Control: answered as kept, and nothing is.
    expect(await statusOf(sent(JSON.stringify({ ...beacon, page: '/contact' }), { 'sec-gpc': '1' }))).toBe(204);

    expect(await stored()).toEqual({ '/faq': 1 });
  });

  it('takes MEASURES_RATE_LIMIT beacons a minute from one address and refuses the rest of a flood', async () => {
    (storeFieldMeasures as jest.Mock).mockClear();
    const flood = await Promise.all(Array.from({ length: 1000 }, () => statusOf(sent(JSON.stringify({ ...beacon, page: '/contact' }), {}, '197.239.9.9'))));
    expect(flood.filter((status) => status === 204)).toHaveLength(30);
    expect(flood.filter((status) => status === 429)).toHaveLength(970);
    // Another visitor is not held back by the flood.
    expect(await statusOf(sent(JSON.stringify({ ...beacon, page: '/faq' }), {}, '197.239.1.3'))).toBe(204);
    expect(await stored()).toEqual({ '/contact': 30, '/faq': 1 });
  });
});
