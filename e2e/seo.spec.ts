import { expect, test } from '@playwright/test';
import { SITE } from './env';
import { cmsList } from './helpers';

test.describe('crawlers', () => {
  test('the sitemap lists the static pages and every post, training and job of the CMS', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toContain(`${SITE}`);
    expect(urls).toContain(`${SITE}/services/mise-en-relation`);
    expect(urls).not.toContain(`${SITE}/accueil`);
    expect(urls).not.toContain(`${SITE}/login`);
    for (const [collection, prefix] of [['jobs', '/jobs/'], ['blogs', '/actualite/'], ['formations', '/formations/']] as const) {
      const slugs: string[] = [];
      for (let page = 1; ; page += 1) {
        const items = await cmsList<{ slug: string }>(`/${collection}?fields[0]=slug&pagination[page]=${page}&pagination[pageSize]=25`);
        slugs.push(...items.map((item) => item.slug));
        if (items.length < 25) break;
      }
      expect(slugs.length).toBeGreaterThan(0);
      for (const slug of slugs) expect(urls, `${prefix}${slug}`).toContain(`${SITE}${prefix}${slug}`);
    }
  });

  test('robots.txt points to the sitemap and keeps crawlers out of the API', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).toMatch(/Disallow: \/api\//);
  });

  test('pages without an image of their own share the site image (Open Graph)', async ({ request }) => {
    const html = await (await request.get('/nos-services')).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\/opengraph-image/);
    const response = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).length).toBeGreaterThan(10_000);
  });
});
