'use strict';

const data = require('./data');

/** Every French item has its English and Arabic version, but the one offer left French on purpose. */
describe('seeded translations', () => {
  const [english, arabic] = data.translations;

  test('English and Arabic, in that order', () => {
    expect(data.translations.map((t) => t.locale)).toEqual(['en', 'ar']);
  });

  test.each([
    ['blogs', data.blogs],
    ['formations', data.formations],
    ['biblios', data.biblios],
    ['categories', data.categories],
    ['tags', data.tags],
  ])('%s: each French item translated, with its own slug, unique in its locale', (kind, items) => {
    for (const t of data.translations) {
      expect(Object.keys(t[kind]).sort()).toEqual(items.map((item) => item.slug).sort());
      const slugs = Object.values(t[kind]).map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  test('English slugs are English words; Arabic entries share them (Latin letters in the address)', () => {
    expect(english.blogs[data.blogs[0].slug].slug).not.toBe(data.blogs[0].slug);
    for (const kind of ['blogs', 'formations', 'biblios', 'jobs', 'categories', 'tags']) {
      for (const [key, item] of Object.entries(arabic[kind])) expect(item.slug).toBe(english[kind][key].slug);
    }
  });

  test('every offer translated but facts.untranslatedJobSlug, which exists in French', () => {
    const untranslated = data.facts.untranslatedJobSlug;
    expect(data.jobs.some((job) => job.slug === untranslated)).toBe(true);
    for (const t of data.translations) {
      expect(Object.keys(t.jobs).sort()).toEqual(data.jobs.map((job) => job.slug).filter((slug) => slug !== untranslated).sort());
      expect(t.jobs[untranslated]).toBeUndefined();
    }
  });

  test('reference lists, trainers and FAQs translated; French counts unchanged', () => {
    for (const t of data.translations) {
      for (const kind of ['typesformations', 'modesformations', 'modespayments', 'jobdomains', 'jobtypes', 'experienceLevels']) {
        expect(Object.keys(t[kind]).sort()).toEqual(data[kind].map((item) => item.nom).sort());
      }
      expect(Object.keys(t.formateurs).sort()).toEqual(data.formateurs.map((f) => f.key).sort());
      expect(Object.keys(t.faqs)).toEqual(data.faqs.map((faq) => faq.question));
    }
    expect(data.counts).toMatchObject({ blogs: 12, formations: 7, jobs: 32, biblios: 10, faqs: 8 });
  });

  test('Arabic text with western digits only, and ADIVE in Latin letters', () => {
    const text = JSON.stringify(arabic);
    expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    expect(arabic.faqs[data.faqs[0].question].question).toContain('ADIVE');
  });
});
