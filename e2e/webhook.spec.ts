import { expect, test, type APIRequestContext } from '@playwright/test';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD, CMS_ORIGIN } from './env';

// An editor changes content in Strapi; Strapi's webhook calls the site's /api/revalidate; the site shows the
// change within seconds, although its cache would otherwise keep the old content for minutes.

const JOB_UID = 'api::job.job';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${CMS_ORIGIN}/admin/login`, { data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token as string;
}

async function eventually(check: () => Promise<boolean>, what: string, seconds = 20) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`not seen within ${seconds} s: ${what}`);
}

test('publishing, editing and deleting a job in the CMS refreshes the site through the webhook', async ({ request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const slug = `offre-webhook-${Date.now()}`;
  const sitemapHas = async (path: string) => (await (await request.get('/sitemap.xml')).text()).includes(path);

  // Warm the caches first, so that what follows can only come from a revalidation.
  expect(await sitemapHas(`/jobs/${slug}`)).toBe(false);

  const created = await request.post(`${CMS_ORIGIN}/content-manager/collection-types/${JOB_UID}`, {
    headers,
    data: { titre: 'Chargé de mission webhook', slug, description: 'Offre créée par le test du webhook.', pays: 'Burkina Faso', urgent: false },
  });
  expect(created.status()).toBe(201);
  const documentId = (await created.json()).data.documentId as string;
  const publish = () => request.post(`${CMS_ORIGIN}/content-manager/collection-types/${JOB_UID}/${documentId}/actions/publish`, { headers, data: {} });
  expect((await publish()).status()).toBe(200);

  await eventually(() => sitemapHas(`/jobs/${slug}`), 'the new job in the sitemap');
  await eventually(async () => (await (await request.get(`/jobs/${slug}`)).text()).includes('Chargé de mission webhook'), 'the job page');

  const updated = await request.put(`${CMS_ORIGIN}/content-manager/collection-types/${JOB_UID}/${documentId}`, {
    headers,
    data: { titre: 'Chargée de mission webhook (modifiée)' },
  });
  expect(updated.status()).toBe(200);
  expect((await publish()).status()).toBe(200);
  await eventually(
    async () => (await (await request.get(`/jobs/${slug}`)).text()).includes('Chargée de mission webhook (modifiée)'),
    'the edited title on the job page',
  );

  const deleted = await request.delete(`${CMS_ORIGIN}/content-manager/collection-types/${JOB_UID}/${documentId}`, { headers });
  expect(deleted.status()).toBe(200);
  await eventually(async () => !(await sitemapHas(`/jobs/${slug}`)), 'the deleted job gone from the sitemap');
  await eventually(async () => (await request.get(`/jobs/${slug}`)).status() === 404, 'the deleted job page answering 404');
});
