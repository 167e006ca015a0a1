import { expect, test } from '@playwright/test';
import { adminHeaders, createEntry, deleteEntry, eventually, publishEntry, updateEntry } from './cmsAdmin';
import { CMS_ORIGIN, PREVIEW_SECRET, SITE } from './env';

// An editor previews a draft from Strapi's "Open preview" button: the CMS's preview handler gives the site's
// /api/preview address with the shared secret; the site turns Next's draft mode on and shows the draft with a
// banner, to that editor only. Publishing then reaches every visitor through the webhook. In "cms-edits".

const POST_UID = 'api::blog.blog';
const BANNER = 'Aperçu — contenu non publié';

test('a wrong or missing preview secret gets 401 and enables nothing', async ({ request }) => {
  for (const query of ['', '?url=/actualite/x', '?secret=faux&url=/actualite/x', `?secret=${PREVIEW_SECRET}x&url=/actualite/x`]) {
    const response = await request.get(`/api/preview${query}`, { maxRedirects: 0 });
    expect(response.status(), query).toBe(401);
    expect(response.headers()['set-cookie'] ?? '', query).not.toContain('__prerender_bypass');
    expect(response.headers()['cache-control'], query).toContain('no-store');
  }
  // The right secret, but an address that is not an item page (no open redirect).
  for (const url of ['https://exemple.com/', '//exemple.com/x', '/contact']) {
    const response = await request.get(`/api/preview?secret=${PREVIEW_SECRET}&url=${encodeURIComponent(url)}`, { maxRedirects: 0 });
    expect(response.status(), url).toBe(400);
  }
});

test('a draft shows in preview only, with the banner and never indexed; published, it reaches visitors', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const headers = await adminHeaders(request);
  const slug = `apercu-${Date.now().toString(36)}`;
  const path = `/actualite/${slug}`;
  const documentId = await createEntry(
    request,
    headers,
    POST_UID,
    { titre: `Brouillon ${slug}`, slug, contenu: 'Un article **en cours de rédaction**.' },
    { publish: false },
  );
  // The title a visitor gets on the page (null while it answers 404).
  const liveTitle = async () => {
    const response = await request.get(path);
    if (response.status() !== 200) return null;
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1] ?? '';
  };
  try {
    // The URL the admin's preview button opens, from the CMS's own preview handler.
    const previewUrl = await request.get(`${CMS_ORIGIN}/content-manager/preview/url/${POST_UID}?documentId=${documentId}&status=draft`, { headers });
    expect(previewUrl.status()).toBe(200);
    const url = new URL((await previewUrl.json()).data.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/api/preview`);
    expect(url.searchParams.get('url')).toBe(path);

    // A visitor: the draft does not exist.
    expect(await liveTitle()).toBeNull();

    const editor = await browser.newContext();
    const page = await editor.newPage();
    const landing = await page.goto(url.toString());
    expect(landing?.url()).toBe(`${SITE}${path}`);
    expect(landing?.status()).toBe(200);
    await expect(page.getByTestId('preview-banner')).toContainText(BANNER);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Brouillon ${slug}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(landing?.headers()['cache-control']).toMatch(/no-store/);
    expect(landing?.headers()['x-robots-tag']).toMatch(/noindex/);

    // Published: every visitor sees it within seconds (webhook); the preview keeps showing the draft's edits.
    await publishEntry(request, headers, POST_UID, documentId);
    await eventually(async () => (await liveTitle()) === `Brouillon ${slug}`, 'the published post for visitors');
    await updateEntry(request, headers, POST_UID, documentId, { titre: `Modifié ${slug}` });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Modifié ${slug}`);
    // Visitors still get the published version, without banner.
    expect(await liveTitle()).toBe(`Brouillon ${slug}`);
    expect(await (await request.get(path)).text()).not.toContain(BANNER);

    // Leaving the preview: the same page, as visitors see it.
    await page.getByRole('button', { name: "Quitter l'aperçu" }).click();
    await expect(page).toHaveURL(`${SITE}${path}`);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Brouillon ${slug}`);
    await editor.close();
  } finally {
    await deleteEntry(request, headers, POST_UID, documentId);
  }
});
