/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { CmsResult, NewsPost } from '@/lib/cms';

const getNewsPosts = jest.fn<Promise<CmsResult<NewsPost[]>>, []>();
jest.mock('@/lib/cms', () => ({
  getNewsPosts: () => getNewsPosts(),
}));

import { RecentNews } from './RecentNews';
import { serverTree } from '@/lib/testing/serverTree';

function post(id: number, title: string, content: string): NewsPost {
  return {
    id,
    slug: `article-${id}`,
    title,
    content,
    publishedAt: `2026-11-${10 + id}T08:00:00.000Z`,
    updatedAt: '',
    image: null,
    tags: [],
    categories: [],
  };
}

describe('RecentNews (home)', () => {
  beforeEach(() => getNewsPosts.mockReset());

  it('shows the 3 newest posts, titles cut at 40 characters and content at 120', async () => {
    const longTitle = "Comment rédiger un CV qui retient l'attention des recruteurs au Burkina Faso";
    const longContent = `## Introduction\n\n${'Un recruteur lit un CV en moins d’une minute. '.repeat(6)}`;
    getNewsPosts.mockResolvedValue({
      ok: true,
      data: [post(4, longTitle, longContent), post(3, 'Trois', 'c'), post(2, 'Deux', 'b'), post(1, 'Un', 'a')],
    });
    render(await serverTree(RecentNews()));
    const section = screen.getByTestId('home-recent-news');
    const articles = within(section).getAllByRole('article');
    expect(articles).toHaveLength(3);
    const first = within(articles[0]!);
    expect(first.getByRole('heading')).toHaveTextContent(`${Array.from(longTitle).slice(0, 40).join('').trimEnd()}...`);
    const text = articles[0]!.querySelector('p')!.textContent!;
    expect(text.startsWith('Introduction Un recruteur')).toBe(true);
    expect(Array.from(text.replace(/…$/, '')).length).toBeLessThanOrEqual(120);
    expect(within(section).queryByText('Un')).toBeNull();
    expect(within(articles[2]!).getAllByRole('link')[0]).toHaveAttribute('href', '/actualite/article-2');
  });

  it('says the content is unavailable when the CMS cannot be read, instead of failing the page', async () => {
    getNewsPosts.mockResolvedValue({ ok: false, error: 'timeout' });
    render(await serverTree(RecentNews()));
    expect(screen.getByRole('status')).toHaveTextContent(/momentanément indisponible/);
    expect(screen.getByRole('link', { name: /Réessayer/ })).toHaveAttribute('href', '/');
  });
});
