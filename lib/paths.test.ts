import {
  digitalPath,
  INTERNAL_ROUTES,
  isSlug,
  itemPath,
  jobPath,
  OLD_ADDRESSES,
  PAGES,
  parseItemPath,
  postPath,
  servicePath,
  spontaneousApplicationPath,
  trainingPath,
} from './paths';
import { absoluteUrl, site } from './site';

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
