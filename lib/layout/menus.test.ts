import { menusOf } from './menus';

describe('menusOf', () => {
  it("gives the French menus the spec's labels and addresses", () => {
    const { header, side, bottomBar } = menusOf('fr');
    expect(header.map((item) => item.label)).toEqual(['Accueil', 'À propos', 'Services', 'Nos formations', 'Digital', 'Emplois', 'Devis', 'Contact']);
    expect(header[0]).toEqual({ id: 'home', href: '/accueil', label: 'Accueil' });
    expect(side.slice(-3).map((item) => [item.href, item.label])).toEqual([
      ['/nos-actualites', 'Actualités'],
      ['/adive-biblio', 'Espace vente en ligne'],
      ['/faq', 'FAQ'],
    ]);
    const services = header.find((item) => item.id === 'services')!;
    expect(services.children?.map((child) => child.href)).toEqual([
      '/services/formations-profesionnelles',
      '/services/conseils',
      '/digital/transformation-digitale',
      '/services/mise-en-relation',
      '/services/prospection',
    ]);
    expect(services.openLabel).toBe('Ouvrir le sous-menu Services');
    expect(bottomBar.map((link) => link.label)).toEqual(['Accueil', 'Services', 'Connexion', 'Contact']);
  });

  it('gives the English and Arabic menus their own words and addresses, item for item', () => {
    const french = menusOf('fr');
    const english = menusOf('en');
    expect(english.header.map((item) => item.id)).toEqual(french.header.map((item) => item.id));
    // Each link names its French page (what the menus compare with the page shown) where its address is another.
    expect(english.header[0]).toEqual({ id: 'home', href: '/en', label: 'Home', page: '/accueil' });
    const digital = english.header.find((item) => item.id === 'digital')!;
    // Digital has no page: its key stays the French one; its children are pages of the edition.
    expect(digital.href).toBe('/digital');
    expect(digital.children?.[0]).toEqual({ href: '/en/digital/digital-marketing-strategy', label: 'Digital marketing strategy', page: '/digital/strategie-marketing-digital' });
    expect(english.bottomBar.map((link) => link.href)).toEqual(['/en', '/en/services', '/en/login', '/en/contact']);
    const arabic = menusOf('ar');
    expect(arabic.side.map((item) => item.href)).toContain('/ar/faq');
    expect(arabic.labels.main).not.toBe(french.labels.main);
  });

});
