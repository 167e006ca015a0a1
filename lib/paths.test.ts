import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { digitalServices } from '@/lib/content/digital';
import { SERVICES } from '@/lib/content/services';
import { EDITIONS } from '@/lib/editions';
import {
  DIGITAL_WORDS,
  digitalPath,
  editionPath,
  readEditionPath,
  SERVICE_WORDS,
  INTERNAL_ROUTES,
  isSlug,
  itemPath,
  jobPath,
  OLD_ADDRESSES,
  pageOfPathname,
  PAGES,
  parseItemPath,
  postPath,
  servicePath,
  spontaneousApplicationPath,
  trainingPath,
} from './paths';
import { absoluteUrl, site } from './site';

const EDITION_ROUTES_DIR = join('app', '[edition]');

describe('page addresses', () => {
  it('gives every page one address, none shared', () => {
    const addresses = Object.values(PAGES);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) expect(address).toMatch(/^\/([a-z-]+(\/[a-z-]+)?)?$/);
  });

  it('writes the service pages and the internal routes the proxy rewrites to', () => {
    expect(servicePath('mise-en-relation')).toBe('/services/mise-en-relation');
    expect(INTERNAL_ROUTES).toEqual({
      jobSearch: '/nos-offres-emplois/recherche',
      quotePrefill: '/demander-un-devis/prerempli',
      spontaneousFromJob: '/candidature-spontanee/offre',
      notFound: '/_introuvable',
    });
  });

  it("writes the spontaneous application's address, from an offer's page too", () => {
    expect(spontaneousApplicationPath()).toBe('/candidature-spontanee');
    expect(spontaneousApplicationPath('commercial-terrain')).toBe('/candidature-spontanee?offre=commercial-terrain');
  });

  it('sends each old address to a page of its own family, never to another old address', () => {
    for (const [from, to] of Object.entries(OLD_ADDRESSES)) {
      expect(to.split('/')[1]).toBe(from.split('/')[1]);
      expect(Object.keys(OLD_ADDRESSES)).not.toContain(to);
    }
  });
});

describe('item paths', () => {
  it('writes the page address of each kind of item', () => {
    expect(postPath('un-article')).toBe('/actualite/un-article');
    expect(trainingPath('excel-avance')).toBe('/formations/excel-avance');
    expect(jobPath('data-analyst')).toBe('/jobs/data-analyst');
    expect(itemPath('training', 'excel avancé')).toBe('/formations/excel%20avanc%C3%A9');
    expect(digitalPath('data-analyse')).toBe('/digital/data-analyse');
  });

  it('makes absolute URLs on SITE_URL', () => {
    expect(absoluteUrl('/jobs/x')).toBe(`${site.url}/jobs/x`);
    expect(absoluteUrl('faq')).toBe(`${site.url}/faq`);
  });
});

describe('parseItemPath', () => {
  it.each([
    ['/jobs/data-analyst', { kind: 'job', slug: 'data-analyst' }],
    ['/actualite/un-article/', { kind: 'post', slug: 'un-article' }],
    ['/formations/excel-avanc%C3%A9', { kind: 'training', slug: 'excel-avancé' }],
  ])('%s', (path, expected) => {
    expect(parseItemPath(path)).toEqual(expected);
  });

  it('reads back what itemPath writes', () => {
    expect(parseItemPath(itemPath('training', 'excel avancé'))).toEqual({ kind: 'training', slug: 'excel avancé' });
  });

  it.each(['/jobs', '/jobs/a/b', '/nos-offres-emplois', '/services/conseils', '/digital/data-analyse', '/jobs/%E0%A4%A'])(
    'ignores %s',
    (path) => {
      expect(parseItemPath(path)).toBeNull();
    },
  );
});

describe('isSlug', () => {
  it.each(['commercial-terrain', 'offre-2026', 'A.b_c~d', 'x'])('accepts %s', (slug) => expect(isSlug(slug)).toBe(true));
  it.each(['', 'a b', '<script>', 'é', '../admin', 'a/b', 'a'.repeat(201), 'x\u0000'])('refuses %j', (slug) => expect(isSlug(slug)).toBe(false));
});

describe('the editions\' addresses', () => {
  it.each([
    ['/', '/en', '/ar'],
    ['/a-propos-de-nous', '/en/about-us', '/ar/about-us'],
    ['/nos-services', '/en/services', '/ar/services'],
    ['/services/mise-en-relation', '/en/services/job-matching', '/ar/services/job-matching'],
    ['/digital/data-analyse', '/en/digital/data-analytics', '/ar/digital/data-analytics'],
    ['/nos-formations', '/en/trainings', '/ar/trainings'],
    ['/formations/excel-avance', '/en/trainings/excel-avance', '/ar/trainings/excel-avance'],
    ['/nos-offres-emplois?q=comptable&pays=BF', '/en/jobs?q=comptable&pays=BF', '/ar/jobs?q=comptable&pays=BF'],
    ['/jobs/comptable#postuler', '/en/jobs/comptable#postuler', '/ar/jobs/comptable#postuler'],
    ['/nos-actualites/categorie/emploi/page/2', '/en/news/category/emploi/page/2', '/ar/news/category/emploi/page/2'],
    ['/actualite/salon-2026', '/en/articles/salon-2026', '/ar/articles/salon-2026'],
    ['/demander-un-devis', '/en/request-a-quote', '/ar/request-a-quote'],
    ['/politique-de-confidentialite', '/en/privacy-policy', '/ar/privacy-policy'],
  ])('%s is %s in English and %s in Arabic, and reads back', (french, english, arabic) => {
    expect(editionPath('fr', french)).toBe(french);
    expect(editionPath('en', french)).toBe(english);
    expect(editionPath('ar', french)).toBe(arabic);
    expect(readEditionPath(english)).toEqual({ edition: 'en', frenchPath: french });
    expect(readEditionPath(arabic)).toEqual({ edition: 'ar', frenchPath: french });
    expect(readEditionPath(french)).toEqual({ edition: 'fr', frenchPath: french });
  });

  it('gives an alias its page\'s address in the other editions, and keeps it in French', () => {
    expect(editionPath('en', PAGES.homeAlias)).toBe('/en');
    expect(editionPath('ar', PAGES.trainingsAlias)).toBe('/ar/trainings');
    expect(readEditionPath(PAGES.homeAlias)).toEqual({ edition: 'fr', frenchPath: PAGES.homeAlias });
  });

  it.each([
    '/en/a-propos-de-nous',
    '/en/nos-offres-emplois',
    '/fr/accueil',
    '/en/services/conseils',
    '/en/jobs/a/b',
    '/en/news/tag',
    '/en/news/tag/x/page',
    '/en/news/categorie/x',
    '/de/about-us',
    '/en/home',
    '/nos-offres-emplois/recherche',
    INTERNAL_ROUTES.notFound,
    '/en/jobs/%3Cscript%3E',
  ])('%s is the address of no page', (path) => {
    expect(readEditionPath(path)).toBeNull();
  });

  it('has an English word for every service and digital service page, each its own', () => {
    expect(Object.keys(SERVICE_WORDS).sort()).toEqual(Object.keys(SERVICES).sort());
    expect(Object.keys(DIGITAL_WORDS).sort()).toEqual(digitalServices.map((service) => service.slug).sort());
    for (const words of [SERVICE_WORDS, DIGITAL_WORDS]) expect(new Set(Object.values(words)).size).toBe(Object.keys(words).length);
  });

  it('gives every page folder of app/[edition]/ its address in each edition (internal routes and aliases aside)', () => {
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name === 'page.tsx') pages.push(decodeURIComponent(`/${relative(EDITION_ROUTES_DIR, dir)}`.replace(/\/$/, '')));
      }
    };
    walk(EDITION_ROUTES_DIR);
    const internal = Object.values(INTERNAL_ROUTES);
    const french = pages
      .map((page) => page || '/')
      .filter((page) => !internal.includes(page as (typeof internal)[number]))
      // A dynamic segment stands for any slug; the news filters for any of their pages.
      .map((page) =>
        page
          .replace('/digital/[slug]', digitalPath(digitalServices[0]!.slug))
          .replace('[slug]', 'un-exemple')
          .replace('[...filtre]', 'page/2'),
      );
    expect(french.length).toBeGreaterThan(25);
    for (const page of french) for (const edition of EDITIONS) expect([page, edition, editionPath(edition, page)]).not.toContainEqual(null);
  });
});

describe('pageOfPathname', () => {
  it.each([
    // In the browser: the public address.
    ['/faq', '/faq'],
    ['/', '/'],
    ['/en/about-us', '/a-propos-de-nous'],
    ['/ar/jobs/comptable', '/jobs/comptable'],
    // While the server renders: the route under app/[edition].
    ['/fr/faq', '/faq'],
    ['/fr', '/'],
    ['/en/a-propos-de-nous', '/a-propos-de-nous'],
    ['/fr/nos-offres-emplois/recherche', '/nos-offres-emplois/recherche'],
    // Neither: itself.
    ['/inconnue', '/inconnue'],
  ])('reads %s as the French page %s', (pathname, page) => {
    expect(pageOfPathname(pathname)).toBe(page);
  });
});
