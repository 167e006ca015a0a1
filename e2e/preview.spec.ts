import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { signPreviewLink } from '../lib/items/previewLink';
import { adminHeaders, adminList, createEntry, deleteEntry, editorWithRole, eventually, publishEntry, updateEntry } from './cmsAdmin';
import { CMS_ORIGIN, PREVIEW_SECRET, SITE } from './env';

// An editor previews a draft from Strapi's "Open preview" button: the CMS's preview handler gives the site's
// /api/preview address signed for that page (never the shared secret), to a role that may read that type; the site
// turns Next's draft mode on and shows that page's draft with a banner, to that editor only. Publishing then reaches
// every visitor through the webhook. In "cms-edits".

const POST_UID = 'api::blog.blog';
const JOB_UID = 'api::job.job';
const BANNER = 'Aperçu — contenu non publié';

test('a link without a valid signature gets 401 and enables nothing, the old shared-secret links included', async ({ request }) => {
  const signed = signPreviewLink('/actualite/x', 'draft', PREVIEW_SECRET);
  const tampered = new URLSearchParams({ ...Object.fromEntries(signed), url: '/actualite/y' });
  const expired = signPreviewLink('/actualite/x', 'draft', PREVIEW_SECRET, { now: Date.now() - 3600_000 });
  const otherSecret = signPreviewLink('/actualite/x', 'draft', `${PREVIEW_SECRET}x`);
  for (const query of ['', '?url=/actualite/x', `?secret=${PREVIEW_SECRET}&url=/actualite/x&status=draft`, `?${tampered}`, `?${expired}`, `?${otherSecret}`]) {
    const response = await request.get(`/api/preview${query}`, { maxRedirects: 0 });
    expect(response.status(), query).toBe(401);
    expect(response.headers()['set-cookie'] ?? '', query).not.toContain('__prerender_bypass');
    expect(response.headers()['cache-control'], query).toContain('no-store');
  }
  // Signed, but for an address that is not an item page (no open redirect).
  for (const url of ['https://exemple.com/', '//exemple.com/x', '/contact', '/\\exemple.com/jobs/x', '/jobs/x\r\nSet-Cookie: a=b']) {
    const response = await request.get(`/api/preview?${signPreviewLink(url, 'draft', PREVIEW_SECRET)}`, { maxRedirects: 0 });
    expect(response.status(), url).toBe(400);
  }
});

test("an editor whose role reads posts only gets no preview of a job offer; their post's link shows that post's draft and no other", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const tag = Date.now().toString(36);
  const job = await createEntry(request, headers, JOB_UID, { titre: `Offre brouillon ${tag}`, slug: `offre-brouillon-${tag}`, description: 'Poste **non publié**.' }, { publish: false });
  const post = await createEntry(request, headers, POST_UID, { titre: `Article brouillon ${tag}`, slug: `article-brouillon-${tag}`, contenu: 'Pas encore publié.' }, { publish: false });
  try {
    const writer = await editorWithRole(CMS_ORIGIN, headers, `Redaction apercu ${tag}`, [
      ...['read', 'create', 'update'].map((action) => ({ action: `plugin::content-manager.explorer.${action}`, subject: POST_UID, properties: { fields: ['titre', 'slug', 'contenu', 'image', 'resume'] }, conditions: [] })),
    ]);
    const previewOf = (uid: string, documentId: string) => request.get(`${CMS_ORIGIN}/content-manager/preview/url/${uid}?documentId=${documentId}&status=draft`, { headers: writer.headers });
    // No link for a type the role may not read: the admin shows no preview button.
    const refused = await previewOf(JOB_UID, job);
    expect(refused.status()).toBe(204);
    expect(await refused.text()).not.toContain('secret');
    // Its own type: a link signed for that page, which carries no secret.
    const given = await previewOf(POST_UID, post);
    expect(given.status()).toBe(200);
    const url = new URL((await given.json()).data.url as string);
    expect(url.searchParams.get('url')).toBe(`/actualite/article-brouillon-${tag}`);
    expect(url.searchParams.has('secret')).toBe(false);
    expect(url.toString()).not.toContain(PREVIEW_SECRET);
    expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);

    const editor = await browser.newContext();
    const page = await editor.newPage();
    expect((await page.goto(url.toString()))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Article brouillon ${tag}`);
    // Draft mode is on in this browser, but for that page only: the job offer's draft is not shown.
    expect((await page.goto(`/jobs/offre-brouillon-${tag}`))?.status()).toBe(404);
    // The same link with another page's address: refused.
    const changed = new URL(url);
    changed.searchParams.set('url', `/jobs/offre-brouillon-${tag}`);
    expect((await page.goto(changed.toString()))?.status()).toBe(401);
    await editor.close();
  } finally {
    await deleteEntry(request, headers, JOB_UID, job);
    await deleteEntry(request, headers, POST_UID, post);
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

// Strapi's admin frames the preview in a page of the CMS's origin, so here a page intercepted on that origin does.
// Made up, it has no network address: Chromium's local-network checks refuse its frame of 127.0.0.1 unless permitted.
async function frameOnCmsOrigin(page: Page, src: string) {
  const framePage = `${CMS_ORIGIN}/cadre-de-test-apercu`;
  await page.route(framePage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>admin</title><iframe src="${src}" onload="document.body.dataset.loaded='1'" width="1200" height="800"></iframe>`,
    }),
  );
  await page.goto(framePage);
  await expect(page.locator('body')).toHaveAttribute('data-loaded', '1', { timeout: 30_000 });
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('no frame');
  return frame;
}

test("the preview shows inside the admin's frame; the same page for a visitor refuses to be framed", async ({ browser, request }) => {
  test.setTimeout(120_000);
  // A seeded post, which no test edits.
  const seeded = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as { blogs: { slug: string }[] };
  const [post] = await adminList<{ documentId: string; slug: string; titre: string }>(request, POST_UID, { slug: seeded.blogs[1]?.slug ?? '' });
  if (!post) throw new Error('the seeded post is missing');
  const headers = await adminHeaders(request);
  const previewUrl = await request.get(`${CMS_ORIGIN}/content-manager/preview/url/${POST_UID}?documentId=${post.documentId}&status=draft`, { headers });
  const url = (await previewUrl.json()).data.url as string;

  const editor = await browser.newContext({ permissions: ['local-network-access'] });
  const framed = await frameOnCmsOrigin(await editor.newPage(), url);
  expect(framed.url()).toBe(`${SITE}/actualite/${post.slug}`);
  await expect(framed.getByTestId('preview-banner')).toContainText(BANNER);
  await expect(framed.getByRole('heading', { level: 1 })).toHaveText(post.titre);
  // Leaving the preview from the frame opens the live page in the whole tab.
  const editorPage = framed.page();
  await framed.getByRole('button', { name: "Quitter l'aperçu" }).click();
  await expect(editorPage).toHaveURL(`${SITE}/actualite/${post.slug}`);
  await expect(editorPage.getByTestId('preview-banner')).toHaveCount(0);
  await editor.close();

  // A visitor's page (no draft-mode cookie) keeps frame-ancestors 'none': the browser blocks it in the frame.
  const visitor = await browser.newContext({ permissions: ['local-network-access'] });
  const blocked = await frameOnCmsOrigin(await visitor.newPage(), `${SITE}/actualite/${post.slug}`);
  expect(blocked.url()).not.toBe(`${SITE}/actualite/${post.slug}`);
  await expect(blocked.getByRole('heading', { level: 1 })).toHaveCount(0);
  await visitor.close();
});
