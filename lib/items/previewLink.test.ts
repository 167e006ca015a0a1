import { checkPreviewLink } from './previewLink';

// The CMS's own signer (cms/src/preview.js): the two sides of the contract of docs/cms-schema.md, checked together.
const { LINK_SECONDS, signedQuery } = jest.requireActual<{
  LINK_SECONDS: number;
  signedQuery: (path: string, status: 'draft' | 'published', secret: string, now?: number) => URLSearchParams;
}>('../../cms/src/preview');

describe("the CMS's preview links", () => {
  it('are opened by the site for their page and status, within their minutes', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    const query = signedQuery('/formations/excel', 'draft', 'partage', now);
    expect(checkPreviewLink(query, 'partage', now)).toEqual({ path: '/formations/excel', status: 'draft' });
    expect(checkPreviewLink(query, 'partage', now + (LINK_SECONDS + 1) * 1000)).toEqual({ refused: 'expired' });
    expect(checkPreviewLink(signedQuery('/formations/excel', 'published', 'partage', now), 'partage', now)).toEqual({ path: '/formations/excel', status: 'published' });
    expect(checkPreviewLink(query, 'autre', now)).toEqual({ refused: 'invalid' });
  });
});
