import { site } from '@/lib/site';
import { editionAlternates, editionUrl, inEveryEdition } from './alternates';

describe('a page’s editions', () => {
  it('writes each edition’s absolute address, the homes at the site’s root and /en, /ar', () => {
    expect(editionUrl('fr', '/')).toBe(site.url);
    expect(editionUrl('en', '/')).toBe(`${site.url}/en`);
    expect(editionUrl('ar', '/jobs/comptable-h-f')).toBe(`${site.url}/ar/jobs/comptable-h-f`);
    expect(editionUrl('en', '/api/revalidate')).toBeNull();
  });

  it('names every edition it is written in and French as x-default; an alias names its page', () => {
    expect(editionAlternates(inEveryEdition('/accueil', ['fr', 'en', 'ar']))).toEqual({
      fr: `${site.url}/accueil`,
      en: `${site.url}/en`,
      ar: `${site.url}/ar`,
      'x-default': `${site.url}/accueil`,
    });
    expect(editionAlternates({ fr: '/formations/excel' })).toEqual({ fr: `${site.url}/formations/excel`, 'x-default': `${site.url}/formations/excel` });
  });
});
