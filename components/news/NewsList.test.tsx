/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { NewsPost } from '@/lib/cms';
import { setTestEdition } from '@/lib/testing/rootParams';
import { serverTree } from '@/lib/testing/serverTree';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/cms', () => ({
  getTags: async () => ({ ok: true, data: [{ id: 1, name: 'Emploi', slug: 'emploi' }] }),
  getCategories: async () => ({ ok: true, data: [{ id: 2, name: 'Conseils', slug: 'conseils', postCount: 3 }] }),
  getRecentNewsPosts: async () => ({ ok: false, error: 'timeout' }),
}));

import { NewsList } from './NewsList';

const post: NewsPost = {
  id: 7,
  slug: 'salon-emploi',
  title: "Salon de l'emploi",
  content: 'Un salon.',
  publishedAt: '2026-11-12T08:00:00.000Z',
  updatedAt: '',
  image: null,
  tags: [{ id: 1, name: 'Emploi', slug: 'emploi' }],
  categories: [],
};
const page = { available: true, filterName: 'Emploi', matching: 10, posts: [post], pages: 2 };
const query = { page: 1, tag: 'emploi', category: '' };

afterEach(() => setTestEdition(undefined));

describe('the news list in each edition', () => {
  it('keeps its French words and addresses on a French page', async () => {
    setTestEdition('fr');
    render(await serverTree(<NewsList query={query} page={page} />));
    expect(screen.getByRole('heading', { level: 1, name: 'Toutes nos actualités' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute('href', '/nos-actualites');
    expect(screen.getByRole('link', { name: `Lire la suite : ${post.title}` })).toHaveAttribute('href', '/actualite/salon-emploi');
    expect(screen.getByRole('link', { name: /Suivante/ })).toHaveAttribute('href', '/nos-actualites/tag/emploi/page/2');
    expect(screen.getByText('12 novembre 2026')).toBeInTheDocument();
  });

  it('speaks English, with English addresses and dates', async () => {
    setTestEdition('en');
    render(await serverTree(<NewsList query={query} page={page} />));
    expect(screen.getByRole('heading', { level: 1, name: 'All our news' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/news');
    expect(screen.getByRole('link', { name: /^Read more ?: Salon/ })).toHaveAttribute('href', '/en/articles/salon-emploi');
    expect(screen.getByRole('navigation', { name: 'Page navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/en/news/tag/emploi/page/2');
    expect(screen.getByText('12 November 2026')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'More news' });
    expect(within(sidebar).getByRole('link', { name: /Conseils/ })).toHaveAttribute('href', '/en/news/category/conseils');
    expect(within(sidebar).getByRole('link', { name: 'Emploi' })).toHaveAttribute('href', '/en/news/tag/emploi');
    expect(within(sidebar).getByText(/temporarily unavailable/)).toBeInTheDocument();
  });

  it('speaks Arabic, with Arabic addresses', async () => {
    setTestEdition('ar');
    render(await serverTree(<NewsList query={query} page={page} />));
    expect(screen.getByRole('heading', { level: 1, name: 'جميع أخبارنا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جميع الأخبار' })).toHaveAttribute('href', '/ar/news');
    expect(screen.getByRole('link', { name: /اقرأ المزيد/ })).toHaveAttribute('href', '/ar/articles/salon-emploi');
    expect(screen.getByRole('heading', { name: 'التصنيفات' })).toBeInTheDocument();
  });
});
