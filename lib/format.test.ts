import {
  cut,
  excerpt,
  formatDate,
  formatFrenchNumber,
  formatPrice,
  isoDay,
  padCount,
  SPEC_ELLIPSIS,
  TEXT_LIMITS,
  trainingEndDate,
  truncate,
} from './format';

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

describe('spec truncation', () => {
  it("cuts to the limit and adds '...'", () => {
    expect(cut('Gestion de projet et planification opérationnelle', TEXT_LIMITS.trainingTitle)).toBe('Gestion de projet et...');
    expect(cut('Commercial terrain expérimenté', TEXT_LIMITS.jobTitle)).toBe('Commercial terrain e...');
  });
  it('leaves text within the limit untouched', () => {
    expect(cut('Commercial terrain', TEXT_LIMITS.jobTitle)).toBe('Commercial terrain');
    expect(cut('x'.repeat(70), TEXT_LIMITS.trainingDescription)).toBe('x'.repeat(70));
  });
  it('keeps exactly the limit of characters before the marker', () => {
    const out = cut('é'.repeat(100), TEXT_LIMITS.trainingDescription);
    expect(out.endsWith(SPEC_ELLIPSIS)).toBe(true);
    expect(Array.from(out.slice(0, -SPEC_ELLIPSIS.length))).toHaveLength(70);
  });
});

describe('formatPrice', () => {
  it('groups thousands and adds CFA with non-breaking spaces', () => {
    expect(formatPrice(150000)).toBe('150\u00a0000\u00a0CFA');
    expect(formatPrice(9500)).toBe('9\u00a0500\u00a0CFA');
    expect(formatPrice(500)).toBe('500\u00a0CFA');
    expect(formatPrice(0)).toBe('0\u00a0CFA');
  });
  it('is empty without a price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('formatFrenchNumber', () => {
  // Intl.NumberFormat('fr-FR') is the reference: the function must write exactly what it writes.
  const intl = (decimals: number, grouping: 'always' | 'min2') =>
    new Intl.NumberFormat('fr-FR', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping === 'always' ? true : 'min2',
    });
  // Ties, values just under a tie, powers of ten, doubles without an exact decimal, a seeded random spread.
  const fixedValues = [0, -0, 0.5, 1.5, 2.5, 0.05, 0.15, 1.005, 1.25, 2.675, 9.995, 99.95, 999, 1000, 9999, 9999.5, 10000,
    12345.25, 99999.99, 100000, 999999.5, 1234567.891, 150000, 39900, 1e15, 123456789012345680000, 1e21, 2 ** 80];
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const randomValues = Array.from({ length: 400 }, (_, i) => Number((random() * 10 ** (i % 10)).toPrecision(1 + (i % 12))));
  const values = [...fixedValues, ...randomValues].flatMap((value) => [value, -value]);

  it.each([0, 1, 2, 3])('writes %i decimals as Intl does, grouped always and from 10 000', (decimals) => {
    for (const grouping of ['always', 'min2'] as const) {
      const reference = intl(decimals, grouping);
      for (const value of values) expect([value, formatFrenchNumber(value, { decimals, grouping })]).toEqual([value, reference.format(value)]);
    }
  });

  it('takes another separator of thousands', () => {
    expect(formatFrenchNumber(1234567, { separator: '\u00a0' })).toBe('1\u00a0234\u00a0567');
    expect(formatFrenchNumber(8.2, { decimals: 1, grouping: 'min2' })).toBe('8,2');
  });
});

describe('trainingEndDate', () => {
  it('adds two days within a month', () => {
    expect(trainingEndDate('2026-03-12')).toBe('2026-03-14');
  });
  it('rolls over the end of a month and of a year (never a day 32)', () => {
    expect(trainingEndDate('2026-01-31')).toBe('2026-02-02');
    expect(trainingEndDate('2026-04-30')).toBe('2026-05-02');
    expect(trainingEndDate('2026-12-31')).toBe('2027-01-02');
  });
  it('knows February and leap years', () => {
    expect(trainingEndDate('2026-02-27')).toBe('2026-03-01');
    expect(trainingEndDate('2028-02-28')).toBe('2028-03-01');
    expect(trainingEndDate('2028-02-27')).toBe('2028-02-29');
  });
  it('accepts a date-time and ignores the time zone of the server', () => {
    expect(trainingEndDate('2026-05-31T23:30:00.000Z')).toBe('2026-06-02');
  });
  it('is empty for an empty or impossible date', () => {
    expect(trainingEndDate('')).toBe('');
    expect(trainingEndDate('demain')).toBe('');
    expect(trainingEndDate('2026-02-30')).toBe('');
  });
});

describe('padCount', () => {
  it('pads to two digits', () => {
    expect(padCount(0)).toBe('00');
    expect(padCount(3)).toBe('03');
    expect(padCount(12)).toBe('12');
    expect(padCount(120)).toBe('120');
  });
});

describe('dates and amounts in each edition', () => {
  it('writes a date in the edition’s words, with western digits in Arabic', () => {
    expect(formatDate('2026-03-12T09:00:00.000Z', 'fr')).toBe('12 mars 2026');
    expect(formatDate('2026-03-12T09:00:00.000Z', 'en')).toBe('12 March 2026');
    expect(formatDate('2026-03-12T09:00:00.000Z', 'ar')).toMatch(/^12 مارس 2026$/);
  });

  it('groups an amount’s thousands by spaces in French, by commas in English and Arabic', () => {
    expect(formatPrice(150000, 'fr')).toBe('150\u00a0000\u00a0CFA');
    expect(formatPrice(1250000, 'en')).toBe('1,250,000\u00a0CFA');
    expect(formatPrice(150000, 'ar')).toBe('150,000\u00a0CFA');
  });
});
