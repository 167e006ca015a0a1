import { expect, test } from '@playwright/test';
import { signPreviewLink } from '../lib/items/previewLink';
import { PREVIEW_SECRET, REVALIDATE_SECRET } from './env';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { noScriptPage } from './helpers';

const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as {
  blogs: { tags: string[] }[];
  tags: { nom: string; slug: string }[];
};

// What a CDN in front of the site may keep (docs/deploy.md): pages for their revalidation time, then stale while they
// refresh; build files for good; never a preview, a form's answer or the site's own API routes.

const REVALIDATE_SECONDS = Number(process.env.CMS_REVALIDATE_SECONDS || 600);

function directives(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [name, value = ''] = part.trim().split('=');
    if (name) found.set(name.toLowerCase(), value);
  }
  return found;
}

const neverStored = (header: string | undefined) => {
  const found = directives(header);
  return found.has('no-store') || found.has('private');
};

test('pages may be kept by a CDN for the revalidation time and served stale while they refresh', async ({ request }) => {
  // The news list too: each page and filter has its own address, as reading the query string would make Next render
  // it per request, with `private, no-store`.
  const tag = seed.tags.find((t) => seed.blogs.some((post) => post.tags.includes(t.nom)))!;
  const listPages = ['/nos-actualites', '/nos-actualites/page/2', `/nos-actualites/tag/${tag.slug}`];
  for (const path of ['/accueil', '/nos-offres-emplois', '/jobs/commercial-terrain', '/faq', '/contact', ...listPages]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const found = directives(response.headers()['cache-control']);
    expect(found.get('s-maxage'), `${path} s-maxage`).toBe(String(REVALIDATE_SECONDS));
    expect(Number(found.get('stale-while-revalidate')), `${path} stale-while-revalidate`).toBeGreaterThanOrEqual(REVALIDATE_SECONDS);
    expect(found.has('private') || found.has('no-store'), path).toBe(false);
  }
});

test("the build's scripts are cached for good (their names change with their content)", async ({ request }) => {
  const html = await (await request.get('/faq')).text();
  const assets = [...html.matchAll(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g)].map((match) => match[0]);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets.slice(0, 4)) {
    const found = directives((await request.get(asset)).headers()['cache-control']);
    expect(found.has('immutable'), asset).toBe(true);
    expect(Number(found.get('max-age')), asset).toBeGreaterThanOrEqual(31_536_000);
  }
});

test('previews, API calls and form answers are never stored by a shared cache', async ({ request, browser }) => {
  // The preview: its redirect, and the draft page it opens.
  const preview = await request.get(`/api/preview?${signPreviewLink('/jobs/commercial-terrain', 'draft', PREVIEW_SECRET)}`, { maxRedirects: 0 });
  expect(neverStored(preview.headers()['cache-control']), `preview ${preview.status()}`).toBe(true);
  const cookies = preview.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie').map(({ value }) => value.split(';')[0]).join('; ');
  const draftPage = await request.get('/jobs/commercial-terrain', { headers: { cookie: cookies } });
  expect(neverStored(draftPage.headers()['cache-control']), 'page in preview').toBe(true);
  expect(neverStored((await request.get(`/api/preview?secret=${PREVIEW_SECRET}`)).headers()['cache-control']), 'refused preview').toBe(true);

  // The webhook route, refused or accepted.
  const refused = await request.post('/api/revalidate', { data: {} });
  expect(refused.status()).toBe(401);
  expect(neverStored(refused.headers()['cache-control']), 'refused webhook').toBe(true);
  const accepted = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${REVALIDATE_SECRET}` },
    data: { event: 'entry.update', model: 'faq', entry: {} },
  });
  expect(accepted.status()).toBe(200);
  expect(neverStored(accepted.headers()['cache-control']), 'accepted webhook').toBe(true);

  // A form sent without JavaScript: the answer page carries the visitor's own message.
  const { page, close } = await noScriptPage(browser, '/contact');
  const form = page.locator('footer').getByTestId('newsletter-form');
  await form.getByLabel('Votre adresse e-mail').fill('pas-une-adresse@exemple');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    form.getByRole('button', { name: "S'abonner" }).click(),
  ]);
  expect(neverStored(await answer.headerValue('cache-control') ?? undefined), `form answer ${answer.status()}`).toBe(true);
  await close();
});
