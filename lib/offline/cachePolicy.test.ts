import { EDITIONS, PUBLISHED_EDITIONS } from '@/lib/editions';
import { MEASURES_SCRIPT_PATH as MEASURES_SCRIPT } from '@/lib/measures/beacon';
import { editionPath, PAGES } from '@/lib/paths';
import { isBuildFile, isCacheablePage, isNeverCached, LOGIN_PATH, MEASURES_SCRIPT_PATH, OFFLINE_PATH, OFFLINE_PATHS, offlinePathFor } from './cachePolicy';

const page = (path: string, init: RequestInit & { navigate?: boolean } = {}) => {
  const request = new Request(`https://adive.net${path}`, init);
  // Node's Request cannot be built in navigate mode: the worker's check reads only `mode`.
  if (init.navigate) Object.defineProperty(request, 'mode', { value: 'navigate' });
  return [new URL(request.url), request] as const;
};

describe('the addresses the service worker knows', () => {
  it("are lib/paths.ts's (copied: the worker cannot import lib/paths.ts)", () => {
    expect(OFFLINE_PATH).toBe(PAGES.offline);
    for (const edition of EDITIONS) expect(OFFLINE_PATHS[edition]).toBe(editionPath(edition, PAGES.offline));
    expect(LOGIN_PATH).toBe(PAGES.login);
    expect(MEASURES_SCRIPT_PATH).toBe(MEASURES_SCRIPT);
  });
});

describe('what the service worker keeps cache-first', () => {
  it("keeps the build's files, the field measures' script and the icon at the versioned addresses pages name, nothing else", () => {
    expect(isBuildFile(new URL('https://adive.net/_next/static/chunks/a.js'))).toBe(true);
    expect(isBuildFile(new URL('https://adive.net/mesures.js?v=0123abcd'))).toBe(true);
    // Unversioned, its answer is checked again on every use.
    expect(isBuildFile(new URL('https://adive.net/mesures.js'))).toBe(false);
    expect(isBuildFile(new URL('https://adive.net/icon.svg?icon.04k1aip8gjh23.svg'))).toBe(true);
    expect(isBuildFile(new URL('https://adive.net/icon.svg'))).toBe(false);
    expect(isBuildFile(new URL('https://adive.net/sw.js?v=1'))).toBe(false);
    expect(isBuildFile(new URL('https://adive.net/faq'))).toBe(false);
  });
});

describe('what the service worker may keep', () => {
  it('keeps pages opened and their React payloads', () => {
    expect(isCacheablePage(...page('/faq', { navigate: true }))).toBe(true);
    expect(isCacheablePage(...page('/faq?_rsc=1abc', { headers: { RSC: '1' } }))).toBe(true);
  });

  it("never keeps a link's prefetch, a server action's answer, the API, previews' routes or the worker itself", () => {
    expect(isCacheablePage(...page('/faq?_rsc=1abc', { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } }))).toBe(false);
    expect(isCacheablePage(...page('/faq?_rsc=1abc', { headers: { RSC: '1', 'Next-Router-Segment-Prefetch': '/_tree' } }))).toBe(false);
    expect(isCacheablePage(...page('/contact', { headers: { RSC: '1', 'Next-Action': 'abc' } }))).toBe(false);
    expect(isCacheablePage(...page('/api/preview?secret=x', { navigate: true }))).toBe(false);
    expect(isCacheablePage(...page('/_next/static/chunks/a.js'))).toBe(false);
    expect(isNeverCached('/sw.js')).toBe(true);
    expect(isNeverCached('/login')).toBe(true);
  });
});

describe('the offline page of a page', () => {
  it('is in the page’s edition when that edition is published, French otherwise', () => {
    expect(offlinePathFor('/faq')).toBe('/hors-ligne');
    expect(offlinePathFor('/')).toBe('/hors-ligne');
    // Only French is published until the editions are: the others fall back to French.
    for (const path of ['/en/jobs', '/ar/contact']) expect(offlinePathFor(path)).toBe(PUBLISHED_EDITIONS.length > 1 ? OFFLINE_PATHS[path.split('/')[1] as 'en' | 'ar'] : '/hors-ligne');
  });
});
