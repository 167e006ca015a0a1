// Every page of the site as a crawler finds it: the sitemap's addresses (static pages and every CMS item)
// plus the pages it leaves out on purpose (aliases, noindex pages).
import type { APIRequestContext } from '@playwright/test';
import { SITE } from './env';

// The spontaneous application from an offer's page: another render of its page (canonical /candidature-spontanee).
const PAGES_OUTSIDE_SITEMAP = ['/accueil', '/services/trainings', '/login', '/candidature-spontanee?offre=commercial-terrain'];

export async function allSitePaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '', SITE).pathname);
  return [...new Set([...fromSitemap, ...PAGES_OUTSIDE_SITEMAP])];
}

/**
 * One page of each kind: every page that is not a CMS item, the first item of each kind, a second page of the
 * news list and an unknown address (the 404 page). For the suites too slow to run on every item.
 */
export async function routeSamples(request: APIRequestContext): Promise<string[]> {
  const paths = await allSitePaths(request);
  const itemPrefixes = ['/actualite/', '/formations/', '/jobs/'];
  const isItem = (path: string) => itemPrefixes.some((prefix) => path.startsWith(prefix));
  const firstItems = itemPrefixes.map((prefix) => paths.find((path) => path.startsWith(prefix))).filter((path) => path !== undefined);
  return [...paths.filter((path) => !isItem(path)), ...firstItems, '/nos-actualites/page/2', '/page-inexistante'];
}

/**
 * The paths of one shard out of `count`: a suite that visits every page runs as `count` tests, so that each stays
 * far under its time limit on a slow machine and the workers share them.
 */
export function shardOf<T>(items: T[], shard: number, count: number): T[] {
  return items.filter((_, index) => index % count === shard);
}
