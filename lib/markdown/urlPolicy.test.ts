import { INERT_URL, isExternalHttpUrl, safeUrl } from './urlPolicy';

describe('safeUrl', () => {
  it.each([
    'https://www.adive.net/nos-formations',
    'http://example.com',
    'mailto:contact@adive.net',
    'tel:+22669090937',
    'TEL:+22669090937',
    '/nos-offres-emplois',
    '#missions',
    '?page=2',
    'relatif/chemin',
    '//cdn.example.com/a.png',
    '/path/with:colon',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
  ])('makes %j inert', (url) => {
    expect(safeUrl(url)).toBe(INERT_URL);
  });
});

describe('isExternalHttpUrl', () => {
  it('tells absolute web addresses apart', () => {
    expect(isExternalHttpUrl('https://x.com')).toBe(true);
    expect(isExternalHttpUrl('/contact')).toBe(false);
    expect(isExternalHttpUrl('mailto:a@b.c')).toBe(false);
  });
});
