import { PAGE_KINDS, pageKindOf } from './beacon';
import { bucketOf, largestValue, Tally } from './histogram';
import { readBeacon } from './validate';

/** An address, and the kind of page it is. */
const KINDS: Readonly<Record<string, string>> = {
  '/': '/',
  '/accueil': '/',
  '/faq': '/faq',
  '/faq/': '/faq',
  '/services/trainings': '/nos-formations',
  '/services/conseils': '/services/[service]',
  '/digital/site-vitrine': '/digital/[slug]',
  '/actualite/un-article': '/actualite/[slug]',
  '/formations/excel-avance': '/formations/[slug]',
  '/jobs/data-analyst': '/jobs/[slug]',
  '/nos-actualites/page/2': '/nos-actualites/[...filtre]',
  '/nos-actualites/categorie/digital': '/nos-actualites/[...filtre]',
  '/jobs/data-analyst/plus': '/introuvable',
  '/n-importe-quoi': '/introuvable',
};

describe('pageKindOf', () => {
  it('gives each address the pattern of its route, aliases their page, anything else the not-found kind', () => {
    expect(Object.fromEntries(Object.keys(KINDS).map((path) => [path, pageKindOf(path)]))).toEqual(KINDS);
  });

  it('names the not-found page by its mark, whatever its address', () => {
    expect(pageKindOf('/jobs/offre-retiree', true)).toBe('/introuvable');
  });

  it('gives every kind to some address (no kind left unreachable)', () => {
    const samples = ['/', '/a-propos-de-nous', '/nos-services', '/nos-formations', '/nos-offres-emplois', '/candidature-spontanee', '/nos-actualites', '/nos-actualites/page/2', '/demander-un-devis', '/contact', '/adive-biblio', '/faq', '/login', '/termes-et-conditions', '/politique-de-confidentialite', '/desinscription', '/hors-ligne', '/services/conseils', '/digital/x', '/actualite/x', '/formations/x', '/jobs/x', '/x'];
    expect(new Set(samples.map((path) => pageKindOf(path)))).toEqual(new Set(PAGE_KINDS));
  });
});

describe('buckets', () => {
  it('put a value in the first bucket whose bound it does not pass', () => {
    expect(bucketOf('LCP', 0)).toBe(100);
    expect(bucketOf('LCP', 2500)).toBe(2500);
    expect(bucketOf('LCP', 2500.1)).toBe(3000);
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('CLS', 0.0001)).toBe(0.01);
    expect(bucketOf('INP', largestValue('INP'))).toBe(60_000);
  });

  it('count page views and values without keeping one of them', () => {
    const tally = new Tally();
    const beacon = { page: '/faq', connection: '3g', device: 'moyen', origin: 'reseau', values: { LCP: 1100, INP: 180 }, elements: { INP: 'button#menu' } } as const;
    tally.add(beacon, '2026-11-28');
    tally.add({ ...beacon, values: { LCP: 1150 }, elements: {} }, '2026-11-28');
    expect(tally.rows()).toEqual([
      expect.objectContaining({ metric: 'vues', bound: 0, element: '', count: 2 }),
      expect.objectContaining({ metric: 'LCP', bound: 1200, element: '', count: 2 }),
      expect.objectContaining({ metric: 'INP', bound: 200, element: 'button#menu', count: 1 }),
    ]);
  });
});

describe('readBeacon', () => {
  const good = { page: '/jobs/[slug]', connection: '3g', device: 'faible', origin: 'copie', values: { LCP: 2100.4, INP: 88, CLS: 0.02, FCP: 900, TTFB: 300 }, elements: { INP: 'header nav>button#menu', LCP: 'main div>img.hero' } };
  const text = (value: unknown) => JSON.stringify(value);

  it('reads what a page sends', () => {
    expect(readBeacon(text(good))).toEqual({ ok: true, beacon: good });
    expect(readBeacon(text({ ...good, values: { TTFB: 120 }, elements: {} }))).toMatchObject({ ok: true });
  });

  it.each([
    ['malformed JSON', '{"page": "/faq",'],
    ['a list', '[]'],
    ['an unknown field', text({ ...good, url: '/jobs/data-analyst' })],
    ['an unknown page kind', text({ ...good, page: '/jobs/data-analyst' })],
    ['an unknown connection', text({ ...good, connection: '5g' })],
    ['an unknown metric', text({ ...good, values: { ...good.values, FID: 12 } })],
    ['a value of the wrong type', text({ ...good, values: { LCP: '2100' } })],
    ['a negative value', text({ ...good, values: { INP: -1 } })],
    ['an absurd value', text({ ...good, values: { LCP: 1e12 } })],
    ['an element with text', text({ ...good, elements: { INP: 'button:contains("Envoyer")' } })],
    ['an element of a metric not measured', text({ ...good, values: { LCP: 10 }, elements: { INP: 'button' } })],
  ])('refuses %s', (_, body) => {
    expect(readBeacon(body).ok).toBe(false);
  });
});
