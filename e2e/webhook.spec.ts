import { expect, test } from '@playwright/test';
import { adminHeaders, createEntry, deleteEntry, eventually, publishEntry, updateEntry } from './cmsAdmin';

// An editor changes content in Strapi; Strapi's webhook calls the site's /api/revalidate; the site shows the
// change within seconds, although its cache would otherwise keep the old content for minutes.

const JOB_UID = 'api::job.job';

test('publishing, editing and deleting a job in the CMS refreshes the site through the webhook', async ({ request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const slug = `offre-webhook-${Date.now()}`;
  const sitemapHas = async (path: string) => (await (await request.get('/sitemap.xml')).text()).includes(path);

  // Warm the caches first, so that what follows can only come from a revalidation.
  expect(await sitemapHas(`/jobs/${slug}`)).toBe(false);

  const documentId = await createEntry(request, headers, JOB_UID, {
    titre: 'Chargé de mission webhook',
    slug,
    description: 'Offre créée par le test du webhook.',
    pays: 'Burkina Faso',
    urgent: false,
  });

  await eventually(() => sitemapHas(`/jobs/${slug}`), 'the new job in the sitemap');
  await eventually(async () => (await (await request.get(`/jobs/${slug}`)).text()).includes('Chargé de mission webhook'), 'the job page');

  await updateEntry(request, headers, JOB_UID, documentId, { titre: 'Chargée de mission webhook (modifiée)' });
  await publishEntry(request, headers, JOB_UID, documentId);
  await eventually(
    async () => (await (await request.get(`/jobs/${slug}`)).text()).includes('Chargée de mission webhook (modifiée)'),
    'the edited title on the job page',
  );

  await deleteEntry(request, headers, JOB_UID, documentId);
  await eventually(async () => !(await sitemapHas(`/jobs/${slug}`)), 'the deleted job gone from the sitemap');
  await eventually(async () => (await request.get(`/jobs/${slug}`)).status() === 404, 'the deleted job page answering 404');
});
