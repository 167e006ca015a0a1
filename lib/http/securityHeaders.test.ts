import {
  BUILD_FILES_SOURCE,
  contentSecurityPolicy,
  DRAFT_MODE_COOKIE,
  EVERY_OTHER_PATH,
  PAGES_WITH,
  BARE_SOURCES,
  securityHeaderRules,
} from './securityHeaders';

const CMS = 'https://cms.adive.net';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function ruleFor(rules: ReturnType<typeof securityHeaderRules>, source: string) {
  const rule = rules.find((candidate) => candidate.source === source);
  if (!rule) throw new Error(`no rule for ${source}`);
  return Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]));
}

describe('contentSecurityPolicy', () => {
  it('locks down plugins, base URLs, framing and form targets on every page', () => {
    const csp = directives(contentSecurityPolicy(CMS, [], false));
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('loads scripts from the site itself only on a page with no service, never eval (no translation widget: the editions are the site’s own)', () => {
    const csp = directives(contentSecurityPolicy(CMS, [], false));
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(Object.values(csp).flat().some((source) => /translate|gstatic|google/.test(source))).toBe(false);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src']?.some((source) => source === '*' || source === 'https:' || source === 'data:')).toBe(false);
  });

  it('allows pictures from the CMS origin', () => {
    expect(directives(contentSecurityPolicy(CMS, [], false))['img-src']).toContain(CMS);
  });

  it('adds a service to the directives it needs, and drops the none of a directive it opens', () => {
    const base = directives(contentSecurityPolicy(CMS, [], false));
    expect(base['frame-src']).toEqual(["'none'"]);
    const contact = directives(contentSecurityPolicy(CMS, ['email', 'map'], false));
    expect(contact['frame-src']).toEqual(['https://www.openstreetmap.org']);
    expect(contact['connect-src']).toContain('https://api.emailjs.com');
    expect(contact['script-src']).not.toContain('https://c.disquscdn.com');
  });

  it('asks for HTTPS sub-resources only when the site is served over HTTPS', () => {
    expect(contentSecurityPolicy(CMS, [], true)).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy(CMS, [], false)).not.toContain('upgrade-insecure-requests');
  });

  it('lets the development server evaluate code (React needs it there), never a production build', () => {
    expect(directives(contentSecurityPolicy(CMS, [], false, true))['script-src']).toContain("'unsafe-eval'");
  });
});

describe('securityHeaderRules', () => {
  const rules = securityHeaderRules(CMS, false);

  it('puts the generic rule first, so the rules of pages with a service override it', () => {
    expect(rules[0]?.source).toBe(EVERY_OTHER_PATH);
    expect(rules.map((rule) => rule.source).slice(1, -BARE_SOURCES.length).sort()).toEqual([...new Set(Object.values(PAGES_WITH).flat())].sort());
  });

  it("leaves the build's files, the measures' script, its beacon, the worker's script and the icon out of the generic rule (matched as Next matches sources)", () => {
    // Next compiles `source` with path-to-regexp (its own, in next/dist/compiled), as here:
    const { pathToRegexp } = jest.requireActual<{ pathToRegexp: (path: string) => RegExp }>('next/dist/compiled/path-to-regexp');
    const generic = pathToRegexp(EVERY_OTHER_PATH);
    for (const path of ['/', '/accueil', '/jobs/x', '/_next/image', '/api/revalidate', '/favicon.ico', '/mesures', '/mesures.json', '/sw.json', '/api/mesures/x', '/api/envois', '/icon.png']) {
      expect([path, generic.test(path)]).toEqual([path, true]);
    }
    for (const path of ['/_next/static/chunks/a.js', '/mesures.js', '/api/mesures', '/sw.js', '/icon.svg']) expect([path, generic.test(path)]).toEqual([path, false]);
  });

  it("gives the build's files, the measures' script, the beacon's answer, the worker's script and the icon only the headers that act on them", () => {
    expect(BARE_SOURCES).toEqual([BUILD_FILES_SOURCE, '/mesures.js', '/api/mesures', '/sw.js', '/icon.svg']);
    for (const source of BARE_SOURCES) {
      expect(ruleFor(rules, source)).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
      expect(ruleFor(securityHeaderRules(CMS, true), source)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('gives every other rule the same common headers', () => {
    for (const rule of rules.filter((candidate) => !BARE_SOURCES.includes(candidate.source))) {
      const headers = Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]));
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
      expect(headers['Strict-Transport-Security']).toBeUndefined();
    }
  });

  it('opens each service only on its pages', () => {
    const article = directives(ruleFor(rules, '/actualite/:slug')['Content-Security-Policy'] ?? '');
    expect(article['script-src']).toContain('https://c.disquscdn.com');
    expect(article['frame-src']).not.toContain('https://www.openstreetmap.org');
    const home = directives(ruleFor(rules, '/accueil')['Content-Security-Policy'] ?? '');
    expect(home['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    const quote = directives(ruleFor(rules, '/demander-un-devis')['Content-Security-Policy'] ?? '');
    expect(quote['connect-src']).toContain('https://api.emailjs.com');
    expect(quote['frame-src']).toEqual(["'none'"]);
  });

  it('adds HSTS over HTTPS', () => {
    const headers = ruleFor(securityHeaderRules(CMS, true), EVERY_OTHER_PATH);
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  describe("the editor's preview, framed by Strapi's admin", () => {
    const ADMIN = 'https://cms.adive.net';
    const withPreview = securityHeaderRules(CMS, false, false, [ADMIN]);
    const policyOf = (rule: (typeof withPreview)[number] | undefined) =>
      directives(Object.fromEntries((rule?.headers ?? []).map(({ key, value }) => [key, value]))['Content-Security-Policy'] ?? '');

    it('lets the admin frame /api/preview and the item pages in draft mode, and nothing else', () => {
      expect(policyOf(withPreview.find((rule) => rule.source === '/api/preview'))['frame-ancestors']).toEqual([ADMIN]);
      for (const source of ['/actualite/:slug', '/formations/:slug', '/jobs/:slug']) {
        const framed = withPreview.filter((rule) => rule.source === source && rule.has);
        expect(framed).toHaveLength(1);
        expect(framed[0]?.has).toEqual([{ type: 'cookie', key: DRAFT_MODE_COOKIE }]);
        expect(policyOf(framed[0])['frame-ancestors']).toEqual([ADMIN]);
      }
      const unframed = withPreview.filter((rule) => !rule.has && rule.source !== '/api/preview' && !BARE_SOURCES.includes(rule.source));
      expect(unframed.length).toBeGreaterThan(1);
      for (const rule of unframed) expect(policyOf(rule)['frame-ancestors']).toEqual(["'none'"]);
    });

    it('comes after the rules it overrides, and keeps the services of the page (comments of an article)', () => {
      const lastVisitorRule = withPreview.findLastIndex((rule) => !rule.has && rule.source !== '/api/preview');
      const firstPreviewRule = withPreview.findIndex((rule) => rule.has || rule.source === '/api/preview');
      expect(firstPreviewRule).toBeGreaterThan(lastVisitorRule);
      const article = withPreview.find((rule) => rule.source === '/actualite/:slug' && rule.has);
      expect(policyOf(article)['script-src']).toContain('https://c.disquscdn.com');
    });

    it('adds no preview rule without an admin origin', () => {
      expect(securityHeaderRules(CMS, false).some((rule) => 'has' in rule || rule.source === '/api/preview')).toBe(false);
    });
  });
});

describe('the editions’ pages', () => {
  it('open a service on the same page in every published edition, and only there', () => {
    jest.isolateModules(() => {
      jest.doMock('@/lib/editions', () => ({ ...jest.requireActual('@/lib/editions'), PUBLISHED_EDITIONS: ['fr', 'en', 'ar'] }));
      const edited = jest.requireActual<typeof import('./securityHeaders')>('./securityHeaders');
      expect(edited.PAGES_WITH.map).toEqual(['/contact', '/en/contact', '/ar/contact']);
      expect(edited.PAGES_WITH.comments).toEqual(['/actualite/:slug', '/en/articles/:slug', '/ar/articles/:slug']);
      const rules = edited.securityHeaderRules(CMS, false);
      const english = directives(ruleFor(rules, '/en/request-a-quote')['Content-Security-Policy'] ?? '');
      expect(english['connect-src']).toContain('https://api.emailjs.com');
      expect(directives(ruleFor(rules, '/ar/contact')['Content-Security-Policy'] ?? '')['frame-src']).toEqual(['https://www.openstreetmap.org']);
      expect(rules.some((rule) => rule.source === '/en/faq')).toBe(false);
    });
  });
});

