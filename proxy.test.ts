import { NextRequest } from 'next/server';
import type { CmsResult } from '@/lib/cms';
import { readdirSync } from 'node:fs';

const itemSlugs = jest.fn<Promise<CmsResult<string[]>>, [string, string?]>();
const countNewsPosts = jest.fn<Promise<CmsResult<number>>, [{ tag?: string; category?: string }]>();
const newsFilterSlugs = jest.fn<Promise<CmsResult<string[]>>, [string, string?]>();
jest.mock('@/lib/cms', () => ({
  itemSlugs: (kind: string, edition: string) => itemSlugs(kind, edition),
  newsFilterSlugs: (kind: string, edition: string) => newsFilterSlugs(kind, edition),
  countNewsPosts: (filter: { tag?: string; category?: string }) => countNewsPosts(filter),
}));

import { config, proxy } from './proxy';

/** Where the proxy sends a request: the rewritten path, or null when it lets it through. */
async function rewrittenTo(path: string): Promise<string | null> {
  const response = await proxy(new NextRequest(new URL(path, 'http://site.test')));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
}

describe('proxy', () => {
  beforeEach(() => {
    itemSlugs.mockReset();
    countNewsPosts.mockReset();
    newsFilterSlugs.mockReset();
  });

  it('runs on every address but the framework\'s files, the API and the site\'s own files at the root of app/', () => {
    const [pages] = config.matcher;
    const matches = new RegExp(`^${pages as string}$`);
    for (const path of ['/', '/faq', '/accueil', '/en', '/en/jobs/comptable', '/fr/faq', '/nos-actualites/page/2', '/inconnue']) expect([path, matches.test(path)]).toEqual([path, true]);
    // What app/ holds beside the editions, each at the address it serves.
    const served: Record<string, string> = { api: '/api/envois', 'robots.ts': '/robots.txt', 'sitemap.ts': '/sitemap.xml', 'apple-icon.tsx': '/apple-icon', 'icon.svg': '/icon.svg' };
    const rootFiles = readdirSync('app').filter((name) => name !== '[edition]' && name !== 'global-error.tsx');
    expect(rootFiles.length).toBeGreaterThan(6);
    for (const name of rootFiles) {
      const path = served[name] ?? `/${name}`;
      expect([path, matches.test(path)]).toEqual([path, false]);
    }
    for (const path of ['/_next/static/chunks/a.js', '/api/envois/x', '/favicon.ico']) expect([path, matches.test(path)]).toEqual([path, false]);
  });

  it('sends every page to its route under app/[edition], its query kept', async () => {
    expect(await rewrittenTo('/')).toBe('/fr');
    expect(await rewrittenTo('/faq')).toBe('/fr/faq');
    expect(await rewrittenTo('/accueil')).toBe('/fr/accueil');
    expect(await rewrittenTo('/services/mise-en-relation')).toBe('/fr/services/mise-en-relation');
    const response = await proxy(new NextRequest(new URL('/contact?utm_source=wa', 'http://site.test')));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://site.test/fr/contact?utm_source=wa');
  });

  it('answers the not-found page, uncached, to an address of no page, a route\'s own address and an unknown prefix', async () => {
    for (const path of ['/inconnue', '/fr/faq', '/fr', '/nos-offres-emplois/recherche', '/_introuvable', '/de/faq', '/%E0%A4%A']) {
      const response = await proxy(new NextRequest(new URL(path, 'http://site.test')));
      expect([path, response.status, new URL(response.headers.get('x-middleware-rewrite') ?? 'http://x/none').pathname]).toEqual([path, 404, '/fr/_introuvable']);
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
    }
  });

  it('sends each edition to its routes, in English words, and an address of no page there to its own not-found page', async () => {
    expect(await rewrittenTo('/en')).toBe('/en');
    expect(await rewrittenTo('/ar/about-us')).toBe('/ar/a-propos-de-nous');
    expect(await rewrittenTo('/en/request-a-quote')).toBe('/en/demander-un-devis');
    for (const [path, notFound] of [['/en/a-propos-de-nous', '/en/_introuvable'], ['/ar/inconnue', '/ar/_introuvable'], ['/en/faq/x', '/en/_introuvable']]) {
      const response = await proxy(new NextRequest(new URL(path!, 'http://site.test')));
      expect([path, response.status, new URL(response.headers.get('x-middleware-rewrite') ?? 'http://x/none').pathname]).toEqual([path, 404, notFound]);
    }
  });

  it('knows an edition\'s items by that edition\'s slugs', async () => {
    // Posts: the other tests' lists of offers and trainings stay theirs (each index keeps its list a while).
    itemSlugs.mockImplementation(async (_kind, edition) => ({ ok: true, data: edition === 'en' ? ['hiring', 'recruter'] : ['recruter'] }));
    expect(await rewrittenTo('/en/articles/hiring')).toBe('/en/actualite/hiring');
    expect(await rewrittenTo('/actualite/hiring')).toBe('/fr/_introuvable');
    expect(await rewrittenTo('/ar/articles/hiring')).toBe('/ar/_introuvable');
  });

  it('sends a share picture at a page\'s address to its route, and lets one at its route\'s address through', async () => {
    expect(await rewrittenTo('/faq/opengraph-image')).toBe('/fr/faq/opengraph-image');
    expect(await rewrittenTo('/jobs/comptable/twitter-image')).toBe('/fr/jobs/comptable/twitter-image');
    expect(await rewrittenTo('/fr/faq/opengraph-image')).toBeNull();
    expect(itemSlugs).not.toHaveBeenCalled();
  });

  it('refuses a malformed server-action call before Next decodes it, and runs for such calls on any page', async () => {
    const call = new NextRequest(new URL('/faq', 'http://site.test'), {
      method: 'POST',
      headers: { 'next-action': 'a'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' },
      body: '',
    });
    expect((await proxy(call)).status).toBe(400);
    const onActions = config.matcher.filter((entry) => typeof entry !== 'string');
    expect(onActions).toEqual([
      expect.objectContaining({ source: '/:path*', has: [expect.objectContaining({ key: 'next-action' })] }),
      expect.objectContaining({ source: '/:path*', has: [expect.objectContaining({ key: 'content-type' })] }),
    ]);
  });

  it('sends old addresses to the real pages for good (308), keeping the query', async () => {
    const response = await proxy(new NextRequest(new URL('/services/jobs?utm_source=x', 'http://site.test')));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://site.test/services/mise-en-relation?utm_source=x');
    expect(itemSlugs).not.toHaveBeenCalled();
  });

  it('answers not found to a slug the CMS cannot have, without asking it', async () => {
    for (const path of ['/jobs/%E0%A4%A', '/jobs/%3Cscript%3E', '/actualite/a%20b', `/formations/${'a'.repeat(201)}`, '/jobs/%E2%80%AE', '/jobs/..%2F..%2Fadmin']) {
      expect(await rewrittenTo(path)).toBe('/fr/_introuvable');
    }
    expect(itemSlugs).not.toHaveBeenCalled();
  });

  it('sends unknown item slugs to the full not-found page, lets known ones and CMS failures through', async () => {
    itemSlugs.mockImplementation(async (kind) => (kind === 'training' ? { ok: false, error: 'unreachable' } : { ok: true, data: ['connu'] }));
    expect(await rewrittenTo('/jobs/inconnu')).toBe('/fr/_introuvable');
    expect(await rewrittenTo('/jobs/connu')).toBe('/fr/jobs/connu');
    expect(await rewrittenTo('/formations/panne')).toBe('/fr/formations/panne');
    expect(itemSlugs.mock.calls).toEqual([['job', 'fr'], ['training', 'fr']]);
  });

  it('sends news pages past the end, unknown filters and malformed addresses to the not-found page', async () => {
    countNewsPosts.mockImplementation(async (filter) => ({ ok: true, data: filter.tag === 'emploi' ? 3 : 20 }));
    newsFilterSlugs.mockImplementation(async (kind) => (kind === 'tag' ? { ok: true, data: ['emploi', 'digital'] } : { ok: true, data: ['vide'] }));
    expect(await rewrittenTo('/nos-actualites')).toBe('/fr/nos-actualites');
    expect(await rewrittenTo('/nos-actualites/page/3')).toBe('/fr/nos-actualites/page/3');
    expect(await rewrittenTo('/nos-actualites/page/4')).toBe('/fr/_introuvable');
    expect(await rewrittenTo('/nos-actualites/page/99')).toBe('/fr/_introuvable');
    expect(await rewrittenTo('/nos-actualites/page/abc')).toBe('/fr/_introuvable');
    expect(await rewrittenTo('/nos-actualites/auteur/x')).toBe('/fr/_introuvable');
    expect(await rewrittenTo('/nos-actualites?page=abc')).toBe('/fr/_introuvable');
    expect(await rewrittenTo('/nos-actualites/tag/emploi')).toBe('/fr/nos-actualites/tag/emploi');
    expect(await rewrittenTo('/nos-actualites/tag/emploi/page/2')).toBe('/fr/_introuvable');
    expect(countNewsPosts).toHaveBeenCalledWith({ tag: 'emploi', category: undefined });
    expect(await rewrittenTo('/nos-actualites/categorie/vide')).toBe('/fr/nos-actualites/categorie/vide');
    expect(await rewrittenTo('/nos-actualites/tag/inconnu')).toBe('/fr/_introuvable');
    expect(await rewrittenTo('/nos-actualites/categorie/inconnue/page/2')).toBe('/fr/_introuvable');
    expect(newsFilterSlugs.mock.calls).toEqual([['tag', 'fr'], ['category', 'fr']]);
  });

  it('sends the former query addresses of the news list, and /page/1, to their one address for good', async () => {
    const redirected = async (path: string) => {
      const response = await proxy(new NextRequest(new URL(path, 'http://site.test')));
      return response.status === 308 ? response.headers.get('location')?.replace('http://site.test', '') : `status ${response.status}`;
    };
    expect(await redirected('/nos-actualites?page=2')).toBe('/nos-actualites/page/2');
    expect(await redirected('/nos-actualites?page=1')).toBe('/nos-actualites');
    expect(await redirected('/nos-actualites?tag=emploi&page=3&utm_source=wa')).toBe('/nos-actualites/tag/emploi/page/3?utm_source=wa');
    expect(await redirected('/nos-actualites?categorie=digital')).toBe('/nos-actualites/categorie/digital');
    expect(await redirected('/nos-actualites/page/1')).toBe('/nos-actualites');
    expect(await redirected('/nos-actualites/tag/emploi/page/1')).toBe('/nos-actualites/tag/emploi');
    expect(await redirected('/nos-actualites?utm_source=wa')).toBe('status 200');
    // The list's share pictures are not pages of the list.
    expect(await rewrittenTo('/nos-actualites/opengraph-image?8ccae3bf2a8a9479')).toBe('/fr/nos-actualites/opengraph-image');
    expect(await rewrittenTo('/fr/nos-actualites/twitter-image')).toBeNull();
    expect(countNewsPosts).not.toHaveBeenCalled();
  });

  it('sends a filtered job list to its per-request route, once its address is the one of its search', async () => {
    const answer = async (path: string) => {
      const response = await proxy(new NextRequest(new URL(path, 'http://site.test')));
      const rewrite = response.headers.get('x-middleware-rewrite');
      if (rewrite) return `rewrite ${new URL(rewrite).pathname}${new URL(rewrite).search}`;
      const location = response.headers.get('location');
      return location ? `${response.status} ${location.replace('http://site.test', '')}` : `status ${response.status}`;
    };
    expect(await answer('/nos-offres-emplois')).toBe('rewrite /fr/nos-offres-emplois');
    expect(await answer('/nos-offres-emplois?utm_source=wa')).toBe('rewrite /fr/nos-offres-emplois?utm_source=wa');
    expect(await answer('/nos-offres-emplois?pays=Mali&q=comptable')).toBe('rewrite /fr/nos-offres-emplois/recherche?pays=Mali&q=comptable');
    // A form sent with every choice on "Tous", or with its choices in another order: the search's one address.
    expect(await answer('/nos-offres-emplois?domaine=&contrat=&experience=&pays=&q=')).toBe('307 /nos-offres-emplois');
    expect(await answer('/nos-offres-emplois?q=comptable&domaine=&pays=Mali&utm_source=wa')).toBe('307 /nos-offres-emplois?pays=Mali&q=comptable&utm_source=wa');
    expect(await answer("/nos-offres-emplois?pays=C%C3%B4te+d%27Ivoire&urgent=1")).toBe("rewrite /fr/nos-offres-emplois/recherche?pays=C%C3%B4te+d%27Ivoire&urgent=1");
    expect(await answer("/nos-offres-emplois?pays=Côte d'Ivoire&urgent=on")).toBe("307 /nos-offres-emplois?pays=C%C3%B4te+d%27Ivoire&urgent=1");
    expect(itemSlugs).not.toHaveBeenCalled();
  });

  it('sends a prefilled quote page to its per-request route, so that the plain page stays static (and kept offline)', async () => {
    const rewritten = async (path: string) => proxy(new NextRequest(new URL(path, 'http://site.test'))).then((response) => response.headers.get('x-middleware-rewrite'));
    expect(await rewritten('/demander-un-devis')).toBe('http://site.test/fr/demander-un-devis');
    expect(await rewritten('/demander-un-devis?utm_source=wa')).toBe('http://site.test/fr/demander-un-devis?utm_source=wa');
    expect(await rewritten('/demander-un-devis?service=Vente+en+ligne&message=Bonjour')).toBe(
      'http://site.test/fr/demander-un-devis/prerempli?service=Vente+en+ligne&message=Bonjour',
    );
    expect(await rewritten('/demander-un-devis?message=Bonjour')).toBe('http://site.test/fr/demander-un-devis/prerempli?message=Bonjour');
  });

  it("sends the spontaneous application from an offer's page to its per-request route, the plain page staying static", async () => {
    const rewritten = async (path: string) => proxy(new NextRequest(new URL(path, 'http://site.test'))).then((response) => response.headers.get('x-middleware-rewrite'));
    expect(await rewritten('/candidature-spontanee')).toBe('http://site.test/fr/candidature-spontanee');
    expect(await rewritten('/candidature-spontanee?utm_source=wa')).toBe('http://site.test/fr/candidature-spontanee?utm_source=wa');
    expect(await rewritten('/candidature-spontanee?offre=commercial-terrain')).toBe('http://site.test/fr/candidature-spontanee/offre?offre=commercial-terrain');
  });
});
