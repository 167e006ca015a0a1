import { expect, test, type APIResponse } from '@playwright/test';
import { watchCspViolations } from './csp';
import { allSitePaths } from './pages';
import { WORKER_CONTENT_SECURITY_POLICY } from '../lib/http/securityHeaders';

// Security headers on every kind of response, and what each policy allows (e2e/sweep.spec.ts opens every page under
// its policy).

function policy(response: APIResponse): Record<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: APIResponse, what: string, picture = false) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  // Served over plain HTTP here: no HSTS (it would be ignored, and wrong on a local run).
  expect(headers['strict-transport-security'], what).toBeUndefined();
  const csp = policy(response);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  if (picture) {
    // The image optimiser's answers carry a stricter policy of their own: a picture runs nothing.
    expect(csp['script-src'], what).toEqual(["'none'"]);
    expect(csp['form-action'], what).toEqual(["'none'"]);
    return;
  }
  expect(csp['form-action'], what).toEqual(["'self'"]);
  expect(csp['script-src'], what).toEqual(expect.arrayContaining(["'self'"]));
  expect(csp['script-src'], what).not.toContain("'unsafe-eval'");
}

test.describe('security headers', () => {
  test('on pages, aliases, 404s, route handlers, generated files, optimised images and the build\'s files', async ({ request }) => {
    const home = await request.get('/accueil');
    const html = await home.text();
    const script = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
    const picture = /\/_next\/image\?url=[^"'\s]+/.exec(html)?.[0]?.replaceAll('&amp;', '&');
    expect(script && picture, 'the home page links a script and an optimised picture').toBeTruthy();
    const [job] = (await allSitePaths(request)).filter((path) => path.startsWith('/jobs/'));

    const cases: [string, () => Promise<APIResponse>, number][] = [
      ['/ (home)', () => request.get('/'), 200],
      ['/accueil', async () => home, 200],
      ['a job page', () => request.get(job ?? '/jobs/none'), 200],
      ['an unknown page', () => request.get('/page-inexistante'), 404],
      ['an unknown job (answered by the proxy)', () => request.get('/jobs/offre-inexistante'), 404],
      ['a redirect', () => request.get('/services/jobs', { maxRedirects: 0 }), 308],
      ['the revalidation route, refused', () => request.post('/api/revalidate', { data: {} }), 401],
      ['the sitemap', () => request.get('/sitemap.xml'), 200],
      ['robots.txt', () => request.get('/robots.txt'), 200],
      ['a share picture', () => request.get('/opengraph-image'), 200],
      ['an optimised picture', () => request.get(picture ?? ''), 200],
    ];
    for (const [what, get, status] of cases) {
      const response = await get();
      expect(response.status(), what).toBe(status);
      expectSecurityHeaders(response, what, what === 'an optimised picture');
    }
    // The build's scripts (styles are inlined, no web font), the field measures' one, the answer to its beacon, the
    // icon and the worker's script: never sniffed as another type, and without the document-only headers (framing,
    // permissions, the pages' policy): 1.1 KB less on each script, and on what every page load asks again. The
    // worker's script carries a policy of its own.
    const measures = /\/mesures\.js\?v=\w+/.exec(html)?.[0];
    expect(measures, 'the home page names the field measures\' script').toBeTruthy();
    const beacon = () =>
      request.post('/api/mesures', {
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        data: { page: '/faq', connection: '4g', device: 'moyen', origin: 'reseau', values: { LCP: 900, CLS: 0 }, elements: {} },
      });
    const bare: [string, () => Promise<APIResponse>, number][] = [
      ['a build script', () => request.get(script ?? ''), 200],
      ['the field measures\' script', () => request.get(measures ?? ''), 200],
      ['the answer to a beacon', beacon, 204],
      ['the icon', () => request.get('/icon.svg'), 200],
      ['the worker\'s script', () => request.get('/sw.js'), 200],
    ];
    for (const [what, get, status] of bare) {
      const response = await get();
      expect(response.status(), what).toBe(status);
      const headers = response.headers();
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], what).toBe(what === 'the worker\'s script' ? WORKER_CONTENT_SECURITY_POLICY : undefined);
      expect(headers['permissions-policy'], what).toBeUndefined();
    }
  });

  test('each third-party service is allowed only on the pages that use it', async ({ request }) => {
    const paths = await allSitePaths(request);
    const article = paths.find((path) => path.startsWith('/actualite/')) ?? '';
    const csp = async (path: string) => policy(await request.get(path));

    const faq = await csp('/faq');
    expect(faq['frame-src']).toEqual(["'none'"]);
    expect(faq['connect-src']).not.toContain('https://api.emailjs.com');
    expect(faq['script-src']?.join(' ')).not.toContain('disqus');
    // No translation widget: the editions are the site's own pages.
    expect(Object.values(faq).flat().join(' ')).not.toMatch(/translate|gstatic|google/);

    expect((await csp('/demander-un-devis'))['connect-src']).toContain('https://api.emailjs.com');
    expect((await csp('/adive-biblio'))['connect-src']).toContain('https://api.emailjs.com');
    const contact = await csp('/contact');
    expect(contact['frame-src']).toEqual(['https://www.openstreetmap.org']);
    expect(contact['connect-src']).toContain('https://api.emailjs.com');
    expect((await csp('/accueil'))['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect((await csp('/'))['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    const post = await csp(article);
    expect(post['script-src']?.join(' ')).toContain('disqus');
    expect(post['frame-src']?.join(' ')).toContain('disqus.com');
    expect(post['frame-src']).not.toContain('https://www.youtube-nocookie.com');
  });

  test('the video player, the map and the comment thread load under the policy', async ({ page, request }) => {
    const article = (await allSitePaths(request)).find((path) => path.startsWith('/actualite/')) ?? '';
    const loaded: string[] = [];
    await page.route(/youtube-nocookie\.com|openstreetmap\.org|disqus\.com/, (route) => {
      loaded.push(new URL(route.request().url()).host);
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
    });
    const violations = await watchCspViolations(page);

    await page.goto('/');
    await page.getByRole('link', { name: /^Lire la vidéo/ }).click();
    await expect(page.locator('iframe[title^="Présentation"]')).toBeAttached();
    await expect.poll(() => loaded).toContain('www.youtube-nocookie.com');

    await page.goto('/contact');
    await page.getByRole('button', { name: 'Afficher la carte interactive' }).click();
    await expect(page.getByTestId('map-embed')).toBeAttached();
    await expect.poll(() => loaded).toContain('www.openstreetmap.org');

    await page.goto(article);
    await page.getByTestId('comments').scrollIntoViewIfNeeded();
    await expect.poll(() => loaded.some((host) => host.endsWith('.disqus.com'))).toBe(true);
    expect(await violations()).toEqual([]);
  });
});
