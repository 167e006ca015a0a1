import { expect, test, type APIRequestContext } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SITE } from './env';
import { cmsList } from './helpers';
import { allSitePaths } from './pages';

type SeedJob = { slug: string; date_expiration: string };
const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as {
  jobs: SeedJob[];
  faqs: unknown[];
  facts: { untranslatedJobSlug: string };
};

/** The edition of a path, its Open Graph locale and its breadcrumb's first step. */
const editionOf = (path: string) => (/^\/(en|ar)(\/|$)/.exec(path)?.[1] ?? 'fr') as 'fr' | 'en' | 'ar';
const OG_LOCALES = { fr: 'fr_FR', en: 'en_GB', ar: 'ar_AR' } as const;
const HOME_STEPS = { fr: { name: 'Accueil', item: `${SITE}/` }, en: { name: 'Home', item: `${SITE}/en` }, ar: { name: 'الرئيسية', item: `${SITE}/ar` } } as const;
const isLogin = (path: string) => /^(\/(en|ar))?\/login$/.test(path);
const isArticle = (path: string) => /^(\/actualite|\/(en|ar)\/articles)\//.test(path);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** What a crawler or a link-preview bot reads in a page's head. */
type Head = {
  status: number;
  title: string;
  meta: (key: string) => string | null;
  canonical: string | null;
  jsonLd: Record<string, unknown>[];
};

async function readHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => {
    for (const tag of head.match(/<meta [^>]*>/g) ?? []) {
      const name = /(?:name|property)="([^"]+)"/.exec(tag)?.[1];
      if (name === key) return decode(/content="([^"]*)"/.exec(tag)?.[1] ?? '');
    }
    return null;
  };
  return {
    status: response.status(),
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? 'null')),
  };
}

const today = new Date().toISOString().slice(0, 10);
const expiredJobs = new Set(seed.jobs.filter((job) => job.date_expiration < today).map((job) => `/jobs/${job.slug}`));
const ofType = (head: Head, type: string) => head.jsonLd.filter((block) => block['@type'] === type);

test.describe('search engines and link previews', () => {
  test('every page has its title, description, canonical address, Open Graph and Twitter tags, without JavaScript', async ({ request }) => {
    test.setTimeout(180_000);
    const paths = await allSitePaths(request);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      const head = await readHead(request, path);
      expect(head.status, path).toBe(200);
      const canonical = head.canonical ?? '';
      expect(canonical, `${path} canonical`).toMatch(new RegExp(`^${SITE}(/|$)`));
      const title = head.title;
      const description = head.meta('description') ?? '';
      expect(title, path).toMatch(/\S.* \| ADIVE$|^ADIVE — /);
      expect(description.length, `${path} description`).toBeGreaterThan(40);
      // One title and one description per canonical page (aliases share theirs).
      for (const [map, value, what] of [[titles, title, 'title'], [descriptions, description, 'description']] as const) {
        const owner = map.get(value);
        expect(owner === undefined || owner === canonical, `${path}: same ${what} as ${owner}`).toBe(true);
        map.set(value, canonical);
      }
      expect(head.meta('og:url'), path).toBe(canonical);
      expect(head.meta('og:title'), path).toBeTruthy();
      expect(head.meta('og:description'), path).toBe(description);
      expect(head.meta('og:site_name'), path).toBe('ADIVE');
      expect(head.meta('og:locale'), path).toBe(OG_LOCALES[editionOf(path)]);
      expect(head.meta('og:type'), path).toBe(isArticle(path) ? 'article' : 'website');
      expect(head.meta('og:image'), path).toMatch(new RegExp(`^${SITE}/`));
      expect(head.meta('og:image:width'), path).toBe('1200');
      expect(head.meta('og:image:height'), path).toBe('630');
      expect(head.meta('og:image:alt'), path).toBeTruthy();
      expect(head.meta('twitter:card'), path).toBe('summary_large_image');
      expect(head.meta('twitter:title'), path).toBeTruthy();
      expect(head.meta('twitter:description'), path).toBe(description);
      expect(head.meta('twitter:image'), path).toMatch(new RegExp(`^${SITE}/`));
      // Out of the index: the login page, and an item shown in French on another edition's page (e2e/editions.spec.ts).
      const untranslated = editionOf(path) !== 'fr' && path.endsWith(`/${seed.facts.untranslatedJobSlug}`);
      expect(head.meta('robots') ?? '', path).toMatch(isLogin(path) || untranslated ? /noindex/ : /^(?!.*noindex)/);
    }
    // Aliases point to one canonical address.
    expect((await readHead(request, '/accueil')).canonical).toBe(SITE);
    expect((await readHead(request, '/services/trainings')).canonical).toBe(`${SITE}/nos-formations`);
    expect((await readHead(request, '/nos-actualites/page/2')).canonical).toBe(`${SITE}/nos-actualites/page/2`);
  });

  test('every structured-data block parses and has the properties search engines require', async ({ request }) => {
    test.setTimeout(180_000);
    const paths = await allSitePaths(request);
    for (const path of paths) {
      const head = await readHead(request, path);
      for (const block of head.jsonLd) expect(block['@context'], path).toBe('https://schema.org');
      if (['/', '/accueil', '/en', '/ar'].includes(path)) {
        const [firm] = ofType(head, 'ProfessionalService');
        expect(firm, path).toMatchObject({ name: 'ADIVE', url: SITE, telephone: expect.any(String), email: 'contact@adive.net' });
        expect(firm?.address, path).toMatchObject({ addressLocality: 'Ouagadougou', addressCountry: 'BF' });
        expect(firm?.openingHoursSpecification, path).toHaveLength(2);
        expect(ofType(head, 'WebSite'), path).toHaveLength(1);
        continue;
      }
      // Every other page shows a breadcrumb.
      const [trail] = ofType(head, 'BreadcrumbList');
      const steps = (trail?.itemListElement ?? []) as { position: number; name: string; item?: string }[];
      expect(steps.length, path).toBeGreaterThanOrEqual(2);
      expect(steps[0], path).toMatchObject({ position: 1, ...HOME_STEPS[editionOf(path)] });
      steps.forEach((step, index) => expect(step.position, path).toBe(index + 1));
      // The kinds' own data, checked on the French pages (the other editions' items are the same data in other words).
      if (editionOf(path) !== 'fr') continue;

      if (path.startsWith('/actualite/')) {
        const [post] = ofType(head, 'BlogPosting');
        for (const key of ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher']) expect(post?.[key], `${path} ${key}`).toBeTruthy();
      }
      if (path.startsWith('/formations/')) {
        const [course] = ofType(head, 'Course');
        for (const key of ['name', 'description', 'provider', 'hasCourseInstance']) expect(course?.[key], `${path} ${key}`).toBeTruthy();
        const instance = (course?.hasCourseInstance as Record<string, unknown>[])[0];
        expect(instance?.courseMode, path).toMatch(/Onsite|Online|Blended/);
        expect(instance?.startDate, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const offers = course?.offers as { priceCurrency: string }[] | undefined;
        if (offers) expect(offers[0]?.priceCurrency, path).toBe('XOF');
      }
      if (path.startsWith('/jobs/')) {
        const postings = ofType(head, 'JobPosting');
        if (expiredJobs.has(path)) {
          // Google asks that an expired job keeps its page without the JobPosting.
          expect(postings, path).toHaveLength(0);
          continue;
        }
        const [job] = postings;
        for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough']) {
          expect(job?.[key], `${path} ${key}`).toBeTruthy();
        }
        expect(String(job?.description), path).toMatch(/<\w+>/);
        expect((job?.hiringOrganization as { name: string }).name, path).toBeTruthy();
        expect((job?.jobLocation as { address: { addressCountry: string } }).address.addressCountry, path).toMatch(/^[A-Z]{2}$/);
        expect(job?.directApply, path).toBe(false);
      }
      if (path === '/faq') {
        const [faq] = ofType(head, 'FAQPage');
        const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
        expect(questions, path).toHaveLength(seed.faqs.length);
        for (const question of questions) expect(question.acceptedAnswer.text, question.name).toBeTruthy();
      }
    }
    expect(expiredJobs.size).toBeGreaterThan(0);
  });

  test('each share picture is a 1200 x 630 PNG under 300 KB', async ({ request }) => {
    test.setTimeout(240_000);
    const pictures = new Set<string>();
    for (const path of await allSitePaths(request)) {
      const head = await readHead(request, path);
      for (const key of ['og:image', 'twitter:image']) pictures.add(head.meta(key) ?? '');
    }
    expect(pictures.size).toBeGreaterThan(50);
    for (const url of pictures) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('image/png');
      const png = await response.body();
      expect(png.length, url).toBeLessThan(300 * 1024);
      // Width and height of a PNG: the IHDR chunk, right after the 8-byte signature.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], url).toEqual([1200, 630]);
    }
  });

  test('the sitemap lists every page and every post, training and job of the CMS, with dates and pictures', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    const urls = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
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
      for (const slug of slugs) {
        const entry = entries.find((candidate) => candidate.includes(`<loc>${SITE}${prefix}${slug}</loc>`));
        expect(entry, `${prefix}${slug}`).toBeDefined();
        expect(entry, `${prefix}${slug} lastmod`).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
        expect(entry, `${prefix}${slug} picture`).toMatch(/<image:loc>[^<]+<\/image:loc>/);
      }
    }
  });

  test('robots.txt lets crawlers in but out of the API and the client area, and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).toMatch(/Allow: \/\n/);
    expect(text).toMatch(/Disallow: \/api\//);
    expect(text).toMatch(/Disallow: \/login/);
  });

  test('a news page past the end answers 404 with the whole not-found page in the HTML', async ({ request }) => {
    for (const path of ['/nos-actualites/page/99', '/nos-actualites?page=0', '/nos-actualites?tag=emploi&page=40', '/nos-actualites/tag/inconnu']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Opp&#x27;s ! Cette page est introuvable');
    }
    expect((await request.get('/nos-actualites/page/2')).status()).toBe(200);
  });

  test("the news list's former query addresses lead for good to the page's own address", async ({ request }) => {
    for (const [former, address] of [
      ['/nos-actualites?page=2', '/nos-actualites/page/2'],
      ['/nos-actualites?page=1', '/nos-actualites'],
      ['/nos-actualites/page/1', '/nos-actualites'],
    ]) {
      const response = await request.get(former!, { maxRedirects: 0 });
      expect(response.status(), former).toBe(308);
      expect(new URL(response.headers().location ?? '', SITE).pathname, former).toBe(address);
    }
  });
});
