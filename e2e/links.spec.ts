import { expect, test } from '@playwright/test';
import { SITE } from './env';
import { allSitePaths } from './pages';

// A crawler from the home page over every internal link of every page, and over the sitemap's addresses:
// no link of the site leads to a missing page or a server error.

const MAX_PAGES = 1500;

function internalLinks(html: string, from: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&');
    if (!href || href.startsWith('#') || /^(mailto|tel|sms|whatsapp|javascript):/i.test(href)) continue;
    const url = new URL(href, from);
    if (url.origin !== SITE) continue;
    url.hash = '';
    links.push(url.pathname + url.search);
  }
  return links;
}

test('every internal link of every page, and every sitemap address, answers without 404 or 5xx', async ({ request }) => {
  test.setTimeout(300_000);
  const queue = ['/', ...(await allSitePaths(request))];
  const seen = new Set(queue);
  const broken: string[] = [];
  const referrer = new Map<string, string>();
  let crawled = 0;

  async function visit(path: string) {
    const response = await request.get(path, { maxRedirects: 5 });
    crawled += 1;
    if (response.status() === 404 || response.status() >= 500) {
      broken.push(`${response.status()} ${path} (linked from ${referrer.get(path) ?? 'the sitemap'})`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const link of internalLinks(await response.text(), response.url())) {
      if (seen.has(link) || seen.size >= MAX_PAGES) continue;
      seen.add(link);
      referrer.set(link, path);
      queue.push(link);
    }
  }

  // A few pages at a time, as a polite crawler does.
  while (queue.length) await Promise.all(queue.splice(0, 4).map(visit));

  console.log(`[links] ${crawled} addresses crawled`);
  expect(broken).toEqual([]);
  expect(seen.size, 'the crawl stayed under its page limit (a link loop would exceed it)').toBeLessThan(MAX_PAGES);
  // Everything the sitemap lists, and more: the links found on the pages (filters, pages of lists, quote links).
  expect(crawled).toBeGreaterThan((await allSitePaths(request)).length);
});
