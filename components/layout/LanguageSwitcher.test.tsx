/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { EDITION_COOKIE } from '@/lib/editions';

let segments: string[] = [];
jest.mock('next/navigation', () => ({ useSelectedLayoutSegments: () => segments }));
jest.mock('@/lib/editions', () => ({ ...jest.requireActual('@/lib/editions'), PUBLISHED_EDITIONS: ['fr', 'en', 'ar'] }));

// Imported after the mocks above (jest hoists them).
import { EditionOffer, LanguageSwitcher, chosenEdition } from './LanguageSwitcher';

const OFFERS = { en: { text: 'Read this page in English', close: 'Close' }, ar: { text: 'اقرأ هذه الصفحة بالعربية', close: 'إغلاق' } };

afterEach(() => {
  document.cookie = `${EDITION_COOKIE}=; max-age=0; path=/`;
});

describe('the language switcher', () => {
  it('links the page shown to the same page in each edition, plain links that work without JavaScript', () => {
    segments = ['a-propos-de-nous'];
    render(<LanguageSwitcher edition="fr" label="Langue" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('hreflang')])).toEqual([
      ['/a-propos-de-nous', 'fr'],
      ['/en/about-us', 'en'],
      ['/ar/about-us', 'ar'],
    ]);
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Langue' })).toBeInTheDocument();
  });

  it('records the choice in selectedLang when a visitor follows it', () => {
    segments = ['faq'];
    render(<LanguageSwitcher edition="fr" label="Langue" />);
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(chosenEdition(document.cookie)).toBe('en');
  });

  it('leads from a filtered list to the list, and from the not-found page to the home, in the other edition', () => {
    segments = ['nos-offres-emplois', 'recherche'];
    const { unmount } = render(<LanguageSwitcher edition="en" label="Language" />);
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/jobs');
    unmount();
    segments = ['_introuvable'];
    render(<LanguageSwitcher edition="en" label="Language" />);
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/');
  });
});

describe('the offer of the chosen edition', () => {
  it('offers the visitor who chose English a link to the English page, in English, and no more', () => {
    segments = ['contact'];
    document.cookie = `${EDITION_COOKIE}=en; path=/`;
    render(<EditionOffer edition="fr" offers={OFFERS} />);
    const link = screen.getByRole('link', { name: 'Read this page in English' });
    expect(link).toHaveAttribute('href', '/en/contact');
    expect(link.closest('[lang]')).toHaveAttribute('lang', 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers nothing on a page of the chosen edition, nor without a choice', () => {
    segments = ['contact'];
    const { container, unmount } = render(<EditionOffer edition="fr" offers={OFFERS} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    document.cookie = `${EDITION_COOKIE}=ar; path=/`;
    const arabic = render(<EditionOffer edition="ar" offers={OFFERS} />);
    expect(arabic.container).toBeEmptyDOMElement();
  });
});
