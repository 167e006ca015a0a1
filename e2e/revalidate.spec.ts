import { expect, test } from '@playwright/test';
import { REVALIDATE_SECRET } from './env';

test.describe('revalidation route', () => {
  const body = { event: 'entry.publish', model: 'blog', entry: { id: 1 } };

  test('refuses a missing or wrong secret with 401', async ({ request }) => {
    expect((await request.post('/api/revalidate', { data: body })).status()).toBe(401);
    const wrong = await request.post('/api/revalidate', { data: body, headers: { Authorization: 'Bearer faux-secret' } });
    expect(wrong.status()).toBe(401);
  });

  test('revalidates the collection tags of the webhook model with the right secret', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      data: body,
      headers: { Authorization: `Bearer ${REVALIDATE_SECRET}` },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).revalidated).toContain('blogs');
  });
});
