import { cookies, draftMode } from 'next/headers';
import { itemRead, previewTarget, returnPath } from './preview';
import { checkPreviewLink, PREVIEW_COOKIE, PREVIEW_SESSION_SECONDS, previewSession, sessionAllows, signPreviewLink } from './previewLink';

jest.mock('next/headers', () => ({ draftMode: jest.fn(), cookies: jest.fn() }));

describe('returnPath', () => {
  it('keeps the path and query of the page the editor was on', () => {
    expect(returnPath('https://adive.net/actualite/un-article?x=1')).toBe('/actualite/un-article?x=1');
  });

  it('never sends the editor to another site', () => {
    expect(returnPath('https://adive.net//evil.example/x')).toBe('/');
    expect(returnPath(null)).toBe('/');
    expect(returnPath('pas une adresse')).toBe('/');
  });
});

describe('a preview link', () => {
  const secret = 's3cret';
  const now = Date.parse('2026-12-01T10:00:00Z');

  it('opens the page and status it was signed for, for minutes, and nothing else', () => {
    const link = signPreviewLink('/jobs/data-analyst', 'draft', secret, { now });
    expect(link.has('secret')).toBe(false);
    const invalid = { refused: 'invalid' };
    expect(checkPreviewLink(link, secret, now)).toEqual({ path: '/jobs/data-analyst', status: 'draft' });
    expect(checkPreviewLink(link, secret, now + 29 * 60_000)).toEqual({ path: '/jobs/data-analyst', status: 'draft' });
    expect(checkPreviewLink(link, secret, now + 31 * 60_000)).toEqual({ refused: 'expired' });
    const changed = (name: string, value: string) => new URLSearchParams({ ...Object.fromEntries(link), [name]: value });
    expect(checkPreviewLink(changed('url', '/jobs/autre-offre'), secret, now)).toEqual(invalid);
    expect(checkPreviewLink(changed('status', 'published'), secret, now)).toEqual(invalid);
    expect(checkPreviewLink(changed('expires', String(Number(link.get('expires')) + 60)), secret, now)).toEqual(invalid);
    // Expired and changed: invalid, not merely expired.
    expect(checkPreviewLink(changed('url', '/jobs/autre-offre'), secret, now + 31 * 60_000)).toEqual(invalid);
    expect(checkPreviewLink(link, 'autre', now)).toEqual(invalid);
    expect(checkPreviewLink(link, '', now)).toEqual(invalid);
    // Signed for longer than the CMS ever signs: refused.
    expect(checkPreviewLink(signPreviewLink('/jobs/x', 'draft', secret, { now, validFor: 24 * 3600 }), secret, now)).toEqual(invalid);
  });

  it('of the old kind, the shared secret in the URL, is refused', () => {
    expect(checkPreviewLink(new URLSearchParams({ secret, url: '/jobs/x', status: 'draft' }), secret, now)).toEqual({ refused: 'invalid' });
  });

  it("keeps, once opened, that page's proof alone for the session", () => {
    const session = previewSession('/jobs/data-analyst', secret, now);
    expect(sessionAllows(session, '/jobs/data-analyst', secret, now + 60_000)).toBe(true);
    expect(sessionAllows(session, '/jobs/autre-offre', secret, now)).toBe(false);
    expect(sessionAllows(session, '/actualite/data-analyst', secret, now)).toBe(false);
    expect(sessionAllows(session, '/jobs/data-analyst', secret, now + (PREVIEW_SESSION_SECONDS + 1) * 1000)).toBe(false);
    expect(sessionAllows(session, '/jobs/data-analyst', 'autre', now)).toBe(false);
    expect(sessionAllows(undefined, '/jobs/data-analyst', secret, now)).toBe(false);
  });

  it('keeps the pages opened in other tabs, up to five, each for its own two hours', () => {
    let session = previewSession('/jobs/a', secret, now);
    session = previewSession('/actualite/b', secret, now + 60_000, session);
    expect(sessionAllows(session, '/jobs/a', secret, now + 120_000)).toBe(true);
    expect(sessionAllows(session, '/actualite/b', secret, now + 120_000)).toBe(true);
    // The first one's two hours are over; the second's are not.
    const later = now + PREVIEW_SESSION_SECONDS * 1000 + 30_000;
    expect(sessionAllows(session, '/jobs/a', secret, later)).toBe(false);
    expect(sessionAllows(session, '/actualite/b', secret, later)).toBe(true);
    for (const page of ['c', 'd', 'e', 'f']) session = previewSession(`/jobs/${page}`, secret, now + 90_000, session);
    expect(sessionAllows(session, '/jobs/a', secret, now + 120_000)).toBe(false);
    expect(sessionAllows(session, '/jobs/f', secret, now + 120_000)).toBe(true);
    // A proof copied from one page to another proves nothing.
    expect(sessionAllows(session.replace(/^[^~]+/, session.split('~')[1]!), '/jobs/f', secret, now + 120_000)).toBe(false);
  });
});

describe('itemRead', () => {
  const secret = 's3cret';
  beforeAll(() => (process.env.PREVIEW_SECRET = secret));
  afterAll(() => delete process.env.PREVIEW_SECRET);
  const inPreview = (enabled: boolean, cookie?: string) => {
    jest.mocked(draftMode).mockResolvedValue({ isEnabled: enabled } as Awaited<ReturnType<typeof draftMode>>);
    jest.mocked(cookies).mockResolvedValue({ get: (name: string) => (name === PREVIEW_COOKIE && cookie ? { name, value: cookie } : undefined) } as unknown as Awaited<ReturnType<typeof cookies>>);
  };

  it('reads the draft on the page the preview was opened for, and on no other', async () => {
    inPreview(true, previewSession('/jobs/data-analyst', secret));
    expect(await itemRead('job', 'data-analyst')).toEqual({ draft: true });
    expect(await itemRead('job', 'autre-offre')).toEqual({ draft: false });
    expect(await itemRead('post', 'data-analyst')).toEqual({ draft: false });
    // Draft mode on without the page's proof (the cookie of Next alone): published content.
    inPreview(true);
    expect(await itemRead('job', 'data-analyst')).toEqual({ draft: false });
  });

  it("never reads a visitor's cookies (the page stays static)", async () => {
    inPreview(false, previewSession('/jobs/data-analyst', secret));
    jest.mocked(cookies).mockClear();
    expect(await itemRead('job', 'data-analyst')).toEqual({ draft: false });
    expect(cookies).not.toHaveBeenCalled();
  });
});

describe('previewTarget', () => {
  it.each([
    ['/jobs/data-analyst', '/jobs/data-analyst'],
    ['/actualite/un-article/', '/actualite/un-article/'],
    ['/formations/excel-avanc%C3%A9?x=1', '/formations/excel-avanc%C3%A9?x=1'],
  ])('keeps the item page %s', (url, expected) => expect(previewTarget(url)).toBe(expected));

  it.each([
    null,
    '',
    'https://evil.example/jobs/x',
    '//evil.example/jobs/x',
    '/\\evil.example/jobs/x',
    '/jobs/x\r\nSet-Cookie: a=b',
    '/jobs/x\ty',
    'javascript:alert(1)',
    '/contact',
    '/jobs/../admin/x',
  ])('refuses %j', (url) => expect(previewTarget(url)).toBeNull());
});
