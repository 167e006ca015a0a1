import { cmsListPaths, menuIdForPath } from './navigation';

describe('menuIdForPath (spec section 2 active-menu rule)', () => {
  it.each([
    ['/', 'home'],
    ['/accueil', 'home'],
    ['/a-propos-de-nous', 'about'],
    ['/nos-services', 'services'],
    ['/nos-formations', 'trainings'],
    ['/services/trainings', 'services'],
    ['/nos-offres-emplois', 'jobs'],
    ['/demander-un-devis', 'quote'],
    ['/contact', 'contact'],
    ['/nos-actualites', 'news'],
    ['/adive-biblio', 'shop'],
    ['/faq', 'faq'],
  ])('top-level path %s selects %s', (path, id) => {
    expect(menuIdForPath(path)).toBe(id);
  });

  it.each([
    ['/jobs/assistant-comptable', 'jobs'],
    ['/formations/excel-avance', 'trainings'],
    ['/actualite/un-article', 'news'],
    ['/digital/data-analyse', 'digital'],
    ['/services/conseils', 'services'],
    ['/services/livraison', 'services'],
    ['/anything/else', 'services'],
  ])('deeper path %s selects %s', (path, id) => {
    expect(menuIdForPath(path)).toBe(id);
  });

  it('ignores a trailing slash, query and hash', () => {
    expect(menuIdForPath('/contact/')).toBe('contact');
    expect(menuIdForPath('/jobs/x?utm=1#top')).toBe('jobs');
  });

  it('selects nothing on pages outside the menus, so the remembered item stays', () => {
    expect(menuIdForPath('/login')).toBeNull();
    expect(menuIdForPath('/termes-et-conditions')).toBeNull();
  });
});

describe('cmsListPaths', () => {
  it('lists the pages read from the CMS as lists, with the catalogue alias', () => {
    expect([...cmsListPaths].sort()).toEqual(
      ['/adive-biblio', '/faq', '/nos-actualites', '/nos-formations', '/nos-offres-emplois', '/services/trainings'].sort(),
    );
  });
});
