import { excerpt, formatDate, isoDay, truncate } from './format';

describe('truncate', () => {
  it('keeps short text as is', () => {
    expect(truncate('Bonjour', 10)).toBe('Bonjour');
  });
  it('cuts long text and adds the suffix', () => {
    expect(truncate('Formation en gestion de projet', 20, '...')).toBe('Formation en gestion...');
  });
  it('counts accented characters and emoji as one character', () => {
    expect(truncate('ééééé😀x', 6, '')).toBe('ééééé😀');
  });
});

describe('dates', () => {
  it('formats an ISO date in French, independent of the server time zone', () => {
    expect(formatDate('2026-03-12T23:30:00.000Z')).toBe('12 mars 2026');
  });
  it('returns empty text for an empty or invalid date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('pas une date')).toBe('');
  });
  it('keeps the first 10 characters of an ISO date', () => {
    expect(isoDay('2026-03-12T23:30:00.000Z')).toBe('2026-03-12');
    expect(isoDay('')).toBe('');
  });
});

describe('excerpt', () => {
  it('removes markdown markup, images and HTML, keeps link text', () => {
    const md = '## Titre\n\nUn **texte** avec [un lien](https://adive.net) ![img](/a.png) et <b>du HTML</b>.\n\n- point';
    expect(excerpt(md, 200)).toBe('Titre Un texte avec un lien et du HTML . - point');
  });
  it('cuts to the given length', () => {
    expect(excerpt('a '.repeat(100), 10)).toBe('a a a a a…');
  });
});
