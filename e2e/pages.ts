// Every page of the site as a crawler finds it: the sitemap's addresses (static pages and every CMS item)
// plus the pages it leaves out on purpose (aliases, noindex pages).
import type { APIRequestContext } from '@playwright/test';
import { SITE } from './env';

// The spontaneous application from an offer's page: another render of its page (canonical /candidature-spontanee).
const PAGES_OUTSIDE_SITEMAP = ['/accueil', '/services/trainings', '/login', '/candidature-spontanee?offre=commercial-terrain'];

/** Where each edition's item pages are: French first (articles, trainings, offers). */
const ITEM_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  fr: ['/actualite/', '/formations/', '/jobs/'],
  en: ['/en/articles/', '/en/trainings/', '/en/jobs/'],
  ar: ['/ar/articles/', '/ar/trainings/', '/ar/jobs/'],
};
const OTHER_EDITIONS = ['en', 'ar'] as const;
const editionOf = (path: string) => OTHER_EDITIONS.find((edition) => path === `/${edition}` || path.startsWith(`/${edition}/`)) ?? 'fr';
const isItem = (path: string) => Object.values(ITEM_PREFIXES).flat().some((prefix) => path.startsWith(prefix));

/** The sitemap's addresses, every edition's. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '', SITE).pathname);
}

/**
 * Every page of the French site, and of the English and Arabic ones every page but those of one template (CMS
 * items, service and digital pages), sampled one per kind: the same pages in other words, which the suites sweep
 * without tripling their time.
 */
export async function allSitePaths(request: APIRequestContext): Promise<string[]> {
  const paths = await sitemapPaths(request);
  // Pages built from one template with other words (items, service and digital pages): one of each per edition.
  const sampledKinds = OTHER_EDITIONS.flatMap((edition) =>
    [...(ITEM_PREFIXES[edition] ?? []), `/${edition}/services/`, `/${edition}/digital/`].flatMap((prefix) => paths.filter((path) => path.startsWith(prefix)).slice(0, 1)),
  );
  const isSampledKind = (path: string) => isItem(path) || /^\/(en|ar)\/(services|digital)\//.test(path);
  const kept = paths.filter((path) => editionOf(path) === 'fr' || !isSampledKind(path));
  return [...new Set([...kept, ...sampledKinds, ...PAGES_OUTSIDE_SITEMAP])];
}

/**
 * One page of each kind in each edition: every page that is not a CMS item, the first item of each kind, a second
 * page of the news list and an unknown address (the 404 page). For the suites too slow to run on every item.
 */
export async function routeSamples(request: APIRequestContext): Promise<string[]> {
  const paths = await allSitePaths(request);
  const prefixes = Object.values(ITEM_PREFIXES).flat();
  const firstItems = prefixes.map((prefix) => paths.find((path) => path.startsWith(prefix))).filter((path) => path !== undefined);
  return [...paths.filter((path) => !isItem(path)), ...firstItems, '/nos-actualites/page/2', '/en/news/page/2', '/page-inexistante', '/en/page-inexistante', '/ar/page-inexistante'];
}

/**
 * The paths of one shard out of `count`: a suite that visits every page runs as `count` tests, so that each stays
 * far under its time limit on a slow machine and the workers share them.
 */
export function shardOf<T>(items: T[], shard: number, count: number): T[] {
  return items.filter((_, index) => index % count === shard);
}
