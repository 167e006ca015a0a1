import {
  cut,
  excerpt,
  formatDate,
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
