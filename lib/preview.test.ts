import { isPreviewSecret, returnPath } from './preview';

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
