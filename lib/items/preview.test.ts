import { isPreviewSecret, previewTarget, returnPath } from './preview';

jest.mock('next/headers', () => ({ draftMode: jest.fn() }));

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

describe('isPreviewSecret', () => {
  it('accepts only the configured secret, and nothing when none is configured', () => {
    expect(isPreviewSecret('s3cret', 's3cret')).toBe(true);
    expect(isPreviewSecret('s3cret!', 's3cret')).toBe(false);
    expect(isPreviewSecret(null, 's3cret')).toBe(false);
    expect(isPreviewSecret('', '')).toBe(false);
    expect(isPreviewSecret('x', '')).toBe(false);
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
