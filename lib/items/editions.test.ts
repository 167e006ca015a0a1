import type { CmsResult, ItemSlug } from '@/lib/cms';

const lists: Record<string, ItemSlug[]> = {};
jest.mock('@/lib/cms', () => ({
  itemSlugsWrittenIn: async (_kind: string, edition: string): Promise<CmsResult<ItemSlug[]>> => ({ ok: true, data: lists[edition] ?? [] }),
}));
jest.mock('@/lib/editions', () => ({ ...jest.requireActual('@/lib/editions'), PUBLISHED_EDITIONS: ['fr', 'en', 'ar'] }));

import { editionPathsByDocument, itemInEdition } from './editions';

const at = (slug: string, documentId: string, locale: 'fr' | 'en' | 'ar'): ItemSlug => ({ slug, localization: { documentId, locale } });

beforeEach(() => {
  lists.fr = [at('comptable', 'doc-a', 'fr'), at('chauffeur', 'doc-b', 'fr')];
  lists.en = [at('accountant', 'doc-a', 'en')];
  lists.ar = [];
});

describe('an item’s page in the editions', () => {
  it('names its page in each edition it is written in, by its own slug there', async () => {
    const english = await itemInEdition('job', { slug: 'accountant', localization: { documentId: 'doc-a', locale: 'en' } }, 'en');
    expect(english).toEqual({ editionPaths: { en: '/jobs/accountant', fr: '/jobs/comptable' }, untranslated: false, redirectTo: null });
  });

  it('not yet translated in the edition: shown in French, marked, its French page alone in its set', async () => {
    const arabic = await itemInEdition('job', { slug: 'chauffeur', localization: { documentId: 'doc-b', locale: 'fr' } }, 'ar');
    expect(arabic).toEqual({ editionPaths: { fr: '/jobs/chauffeur' }, untranslated: true, redirectTo: null });
  });

  it('asked by its French slug in an edition that has it: leads to the edition’s own page', async () => {
    const french = await itemInEdition('job', { slug: 'comptable', localization: { documentId: 'doc-a', locale: 'fr' } }, 'en');
    expect(french.redirectTo).toBe('/jobs/accountant');
  });

  it('asked by another language’s slug (the switcher keeps the slug): leads to the edition’s page, or to the French one shown untranslated', async () => {
    const english = { slug: 'accountant', localization: { documentId: 'doc-a', locale: 'en' as const } };
    expect((await itemInEdition('job', english, 'fr')).redirectTo).toBe('/jobs/comptable');
    expect(await itemInEdition('job', english, 'ar')).toMatchObject({ redirectTo: '/jobs/comptable', untranslated: true });
  });

  it('from a CMS without locales: its own page alone, French', async () => {
    expect(await itemInEdition('post', { slug: 'x' }, 'fr')).toEqual({ editionPaths: { fr: '/actualite/x' }, untranslated: false, redirectTo: null });
    expect(await itemInEdition('post', { slug: 'x' }, 'en')).toEqual({ editionPaths: { fr: '/actualite/x' }, untranslated: true, redirectTo: null });
  });
});

describe('every item’s pages', () => {
  it('are grouped by document, each edition by its own slug, the untranslated French only', async () => {
    const byDocument = await editionPathsByDocument('job');
    expect(Object.fromEntries(byDocument)).toEqual({ 'doc-a': { fr: '/jobs/comptable', en: '/jobs/accountant' }, 'doc-b': { fr: '/jobs/chauffeur' } });
  });
});

