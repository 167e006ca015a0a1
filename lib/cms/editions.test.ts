// CMS items in the editions (lib/cms/locales.ts), against answers shaped as Strapi 5's i18n plugin gives them, and as
// a CMS without it does (no locale on the entries, the locale parameter ignored or refused).
import { getFaqs, getJobBySlug, getJobs, itemSlugs, itemSlugsWrittenIn } from './queries';
import { mergeEditionList, readItemLocale } from './locales';
import { jsonResponse, mockFetch } from './__fixtures__/mock-fetch';
import { withTestCms } from './__fixtures__/testCms';
import type { ItemLocale } from './types';

withTestCms();

const page = (data: unknown[]) => ({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } });
const job = (id: number, documentId: string, locale: string | undefined, slug: string, titre: string) => ({
  id,
  documentId,
  ...(locale ? { locale } : {}),
  slug,
  titre,
  date_publication: '2026-11-20',
});

// French: three offers; English: two of them translated (their own ids and slugs, the same documents).
const FRENCH = [job(1, 'doc-a', 'fr', 'comptable', 'Comptable'), job(2, 'doc-b', 'fr', 'chauffeur', 'Chauffeur'), job(3, 'doc-c', 'fr', 'juriste', 'Juriste')];
const ENGLISH = [job(11, 'doc-a', 'en', 'accountant', 'Accountant'), job(13, 'doc-c', 'en', 'lawyer', 'Lawyer')];

function localizedCms() {
  return mockFetch((url) => {
    const locale = url.searchParams.get('locale');
    const slug = url.searchParams.get('filters[slug][$eq]');
    const entries = locale === 'en' ? ENGLISH : locale === null ? FRENCH : [];
    return jsonResponse(page(slug === null ? entries : entries.filter((entry) => entry.slug === slug)));
  });
}

describe('a CMS item’s locale', () => {
  it('reads the locale’s language and the document, French when the CMS names none', () => {
    expect(readItemLocale({ id: 1, documentId: 'd', locale: 'en' })).toEqual({ documentId: 'd', locale: 'en' });
    expect(readItemLocale({ id: 1, attributes: { locale: 'ar-BF' } })).toEqual({ documentId: '', locale: 'ar' });
    expect(readItemLocale({ id: 1, locale: 'de' })).toEqual({ documentId: '', locale: 'fr' });
    expect(readItemLocale({ id: 1 })).toEqual({ documentId: '', locale: 'fr' });
  });

  it('merges an edition’s list into the French one by document, its own items after', () => {
    type Item = { id: number; localization: ItemLocale };
    const french: Item[] = [{ id: 1, localization: { documentId: 'a', locale: 'fr' } }, { id: 2, localization: { documentId: 'b', locale: 'fr' } }];
    const own: Item[] = [{ id: 12, localization: { documentId: 'b', locale: 'en' } }, { id: 30, localization: { documentId: 'z', locale: 'en' } }];
    expect(mergeEditionList('en', french, own).map((item) => item.id)).toEqual([1, 12, 30]);
    // Entries of another locale in the edition's answer (a CMS that ignored the parameter) are not translations.
    expect(mergeEditionList('ar', french, own).map((item) => item.id)).toEqual([1, 2]);
  });
});

describe('lists in an edition', () => {
  it('show each offer in English where it is translated, in French where not, in the French order', async () => {
    const calls = localizedCms();
    const result = await getJobs('en');
    expect(result.ok && result.data.map((item) => [item.title, item.localization?.locale])).toEqual([
      ['Accountant', 'en'],
      ['Chauffeur', 'fr'],
      ['Lawyer', 'en'],
    ]);
    expect(calls.map((call) => call.url.searchParams.get('locale'))).toEqual([null, 'en']);
  });

  it('read French alone for the French edition, with no locale parameter (the CMS’s default locale)', async () => {
    const calls = localizedCms();
    const result = await getJobs();
    expect(result.ok && result.data.map((item) => item.title)).toEqual(['Comptable', 'Chauffeur', 'Juriste']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.has('locale')).toBe(false);
  });

  it('show every item in French against a CMS without the i18n plugin, whether it ignores the locale or refuses it', async () => {
    const noLocales = [{ id: 1, question: 'Quels services ?', reponse: 'Conseil.' }];
    mockFetch(() => jsonResponse(page(noLocales)));
    const ignored = await getFaqs('ar');
    expect(ignored.ok && ignored.data.map((item) => [item.question, item.localization?.locale])).toEqual([['Quels services ?', 'fr']]);
    mockFetch((url) => (url.searchParams.get('locale') ? jsonResponse({ error: { status: 400, message: 'Invalid locale' } }, 400) : jsonResponse(page(noLocales))));
    const refused = await getFaqs('en');
    expect(refused.ok && refused.data.map((item) => item.localization?.locale)).toEqual(['fr']);
  });

  it('fail when the edition’s read fails for any other reason (a CMS down is not "nothing translated")', async () => {
    mockFetch((url) => (url.searchParams.get('locale') ? jsonResponse({}, 503) : jsonResponse(page(FRENCH))));
    expect(await getJobs('en')).toMatchObject({ ok: false, error: 'http' });
  });
});

describe('an item in an edition', () => {
  it('is found by its own slug in that edition', async () => {
    localizedCms();
    const result = await getJobBySlug('accountant', { edition: 'en' });
    expect(result.ok && [result.data?.title, result.data?.localization?.locale]).toEqual(['Accountant', 'en']);
  });

  it('not translated: found by its French slug and shown in French', async () => {
    const calls = localizedCms();
    const result = await getJobBySlug('chauffeur', { edition: 'en' });
    expect(result.ok && [result.data?.title, result.data?.localization]).toEqual(['Chauffeur', { documentId: 'doc-b', locale: 'fr' }]);
    expect(calls.map((call) => call.url.searchParams.get('locale'))).toEqual(['en', null]);
  });

  it('a slug of no item in either: none', async () => {
    localizedCms();
    expect(await getJobBySlug('inconnu', { edition: 'ar' })).toEqual({ ok: true, data: null });
  });
});

describe('slugs in an edition', () => {
  it('are its own items’ and the French ones it lacks, for the proxy; its own only, with their documents, for the alternates', async () => {
    const calls = localizedCms();
    const all = await itemSlugs('job', 'en');
    // Every French slug too: /en/jobs/comptable leads to the English page of its offer.
    expect(all.ok && all.data).toEqual(['accountant', 'lawyer', 'comptable', 'chauffeur', 'juriste']);
    // The edition's read asks for each entry's locale beside its slug.
    const english = calls.find((call) => call.url.searchParams.get('locale') === 'en');
    expect(english?.url.searchParams.get('fields[1]')).toBe('locale');
    expect(calls.find((call) => !call.url.searchParams.has('locale'))?.url.searchParams.has('fields[1]')).toBe(false);
    const own = await itemSlugsWrittenIn('job', 'en');
    expect(own.ok && own.data.map((item) => [item.slug, item.localization.documentId])).toEqual([
      ['accountant', 'doc-a'],
      ['lawyer', 'doc-c'],
    ]);
  });
});
