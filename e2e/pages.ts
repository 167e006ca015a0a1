// Every page of the site as a crawler finds it: the sitemap's addresses (static pages and every CMS item)
// plus the pages it leaves out on purpose (aliases, noindex pages).
import type { APIRequestContext } from '@playwright/test';
import { SITE } from './env';

const PAGES_OUTSIDE_SITEMAP = ['/accueil', '/services/trainings', '/login'];

export async function allSitePaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '', SITE).pathname);
  return [...new Set([...fromSitemap, ...PAGES_OUTSIDE_SITEMAP])];
}
