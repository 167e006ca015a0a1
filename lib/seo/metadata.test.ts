import { site } from '@/lib/site';
import { DEFAULT_SHARE_IMAGE, pageMetadata } from './metadata';

describe('pageMetadata', () => {
  it('merges the site-wide Open Graph and Twitter values into the page’s own', () => {
    const metadata = pageMetadata({ title: 'Foire aux questions', description: 'Réponses.', path: '/faq' });
    expect(metadata.title).toBe('Foire aux questions');
    expect(metadata.alternates).toEqual({
      canonical: '/faq',
      languages: { fr: `${site.url}/faq`, en: `${site.url}/en/faq`, ar: `${site.url}/ar/faq`, 'x-default': `${site.url}/faq` },
    });
    expect(metadata.robots).toBeUndefined();
    expect(metadata.openGraph).toEqual({
      type: 'website',
      locale: 'fr_FR',
      alternateLocale: ['en_GB', 'ar_AR'],
      siteName: site.name,
      url: '/faq',
      title: 'Foire aux questions',
      description: 'Réponses.',
      images: [DEFAULT_SHARE_IMAGE],
    });
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Foire aux questions',
      description: 'Réponses.',
      images: [DEFAULT_SHARE_IMAGE],
    });
  });

  it('gives every page the default share picture, 1200 x 630 with its alternative text', () => {
    const metadata = pageMetadata({ title: 'Excel avancé', description: 'd', path: '/formations/excel' });
    expect(metadata.openGraph?.images).toEqual([{ url: '/opengraph-image', width: 1200, height: 630, alt: `${site.name} — ${site.legalName}`, type: 'image/png' }]);
  });

  it('marks articles with their publication date, and noindex pages', () => {
    const article = pageMetadata({ title: 'A', description: 'd', path: '/actualite/a', type: 'article', publishedTime: '2026-11-01T08:00:00.000Z' });
    expect(article.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-11-01T08:00:00.000Z' });
    const login = pageMetadata({ title: 'Espace client', description: 'd', path: '/login', noindex: true });
    expect(login.robots).toEqual({ index: false, follow: true });
  });

  it('keeps an absolute title as it is and gives its text to the previews', () => {
    const metadata = pageMetadata({ title: { absolute: 'ADIVE — accueil' }, description: 'd', path: '/' });
    expect(metadata.title).toEqual({ absolute: 'ADIVE — accueil' });
    expect(metadata.openGraph?.title).toBe('ADIVE — accueil');
  });

  it('names the page in each of its editions, reciprocally, with French the x-default and the Open Graph alternates', () => {
    const editionPaths = { fr: '/a-propos-de-nous', en: '/a-propos-de-nous', ar: '/a-propos-de-nous' };
    const languages = { fr: `${site.url}/a-propos-de-nous`, en: `${site.url}/en/about-us`, ar: `${site.url}/ar/about-us`, 'x-default': `${site.url}/a-propos-de-nous` };
    for (const edition of ['fr', 'en', 'ar'] as const) {
      const metadata = pageMetadata({ edition, editionPaths, title: 'À propos', description: 'd', path: '/a-propos-de-nous' });
      expect(metadata.alternates).toEqual({ canonical: edition === 'fr' ? '/a-propos-de-nous' : `/${edition}/about-us`, languages });
      expect(metadata.robots).toBeUndefined();
    }
    const arabic = pageMetadata({ edition: 'ar', editionPaths: { fr: '/', en: '/', ar: '/' }, title: 't', description: 'd', path: '/' });
    expect(arabic.openGraph).toMatchObject({ locale: 'ar_AR', alternateLocale: ['fr_FR', 'en_GB'], url: '/ar' });
    expect(arabic.alternates?.languages).toEqual({ fr: site.url, en: `${site.url}/en`, ar: `${site.url}/ar`, 'x-default': site.url });
  });

  it('keeps a page shown in an edition it is not written in out of the index and of the hreflang set', () => {
    const untranslated = pageMetadata({ edition: 'en', editionPaths: { fr: '/jobs/comptable' }, title: 't', description: 'd', path: '/jobs/comptable' });
    expect(untranslated.robots).toEqual({ index: false, follow: true });
    expect(untranslated.alternates).toEqual({ canonical: '/en/jobs/comptable' });
    expect(untranslated.openGraph).not.toHaveProperty('alternateLocale');
    const login = pageMetadata({ edition: 'fr', editionPaths: { fr: '/login', en: '/login' }, title: 't', description: 'd', path: '/login', noindex: true });
    expect(login.alternates).toEqual({ canonical: '/login' });
  });

  it('names a CMS item by its own slug in each locale', () => {
    const editionPaths = { fr: '/jobs/comptable', en: '/jobs/accountant' };
    const english = pageMetadata({ edition: 'en', editionPaths, title: 't', description: 'd', path: '/jobs/accountant' });
    expect(english.alternates).toEqual({
      canonical: '/en/jobs/accountant',
      languages: { fr: `${site.url}/jobs/comptable`, en: `${site.url}/en/jobs/accountant`, 'x-default': `${site.url}/jobs/comptable` },
    });
    expect(english.openGraph).toMatchObject({ locale: 'en_GB', alternateLocale: ['fr_FR'] });
  });
});
