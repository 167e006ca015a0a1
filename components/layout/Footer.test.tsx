/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { CmsResult, NewsPostSummary } from '@/lib/cms';

const getRecentNewsPosts = jest.fn<Promise<CmsResult<NewsPostSummary[]>>, [number]>();
jest.mock('@/lib/cms', () => ({
  getRecentNewsPosts: (limit: number) => getRecentNewsPosts(limit),
}));
jest.mock('@/lib/actions/newsletter', () => ({ subscribeToNewsletter: jest.fn() }));

import { FooterRecentNews, footerLinks } from './Footer';

function post(id: number, title: string, publishedAt: string): NewsPostSummary {
  return { id, slug: `article-${id}`, title, publishedAt, image: null };
}

describe('FooterRecentNews', () => {
  beforeEach(() => getRecentNewsPosts.mockReset());

  it('asks for the 3 most recent posts and lists them in the order given, titles cut at 50 characters', async () => {
    const long = 'Comment rédiger un CV qui retient l’attention des recruteurs au Burkina Faso';
    getRecentNewsPosts.mockResolvedValue({
      ok: true,
      data: [post(3, long, '2026-11-19T08:00:00.000Z'), post(2, 'Deuxième', '2026-11-12T08:00:00.000Z'), post(1, 'Premier', '')],
    });
    render(await FooterRecentNews({ edition: 'fr' }));
    expect(getRecentNewsPosts).toHaveBeenCalledWith(3);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/actualite/article-3', '/actualite/article-2', '/actualite/article-1']);
    expect(links[0]).toHaveTextContent(`${Array.from(long).slice(0, 50).join('').trimEnd()}…`);
    expect(screen.getByText('19 novembre 2026')).toBeInTheDocument();
  });

  it('shows a short French message instead of crashing when the CMS cannot be read', async () => {
    getRecentNewsPosts.mockResolvedValue({ ok: false, error: 'unreachable' });
    render(await FooterRecentNews({ edition: 'fr' }));
    expect(screen.getByText(/momentanément indisponible/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when there is no post yet', async () => {
    getRecentNewsPosts.mockResolvedValue({ ok: true, data: [] });
    render(await FooterRecentNews({ edition: 'fr' }));
    expect(screen.getByText('Aucune actualité pour le moment.')).toBeInTheDocument();
  });
});

describe('footerLinks', () => {
  it('gives the French links the spec\'s labels and addresses, and the English ones their own words and addresses', () => {
    const french = footerLinks('fr');
    expect(french.quick[0]).toEqual({ href: '/a-propos-de-nous', label: 'À propos de nous' });
    expect(french.services.at(-1)).toEqual({ href: '/services/livraison', label: 'Livraison' });
    const english = footerLinks('en');
    expect(english.quick[0]).toEqual({ href: '/en/about-us', label: 'About us' });
    expect(english.services.map((link) => link.href)).toContain('/en/services/job-matching');
    expect(footerLinks('ar').quick.map((link) => link.href)).toContain('/ar/privacy-policy');
    expect(english.quick).toHaveLength(french.quick.length);
  });
});
