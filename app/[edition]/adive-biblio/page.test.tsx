import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { getBooks, type Book } from '@/lib/cms';
import { setTestEdition } from '@/lib/testing/rootParams';
import Page, { generateMetadata } from './page';

jest.mock('@/lib/cms', () => ({ getBooks: jest.fn() }));
jest.mock('@/lib/actions/requests', () => ({ submitOrder: jest.fn() }));

const books: Book[] = [
  { id: 1, slug: 'vendre', title: 'Vendre plus', author: 'F. Sawadogo', price: 6000, description: 'Techniques de vente.', image: null },
  { id: 2, slug: 'gerer', title: 'Gérer', author: '', price: null, description: 'Gestion.', image: null },
];

async function renderPage(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const document = new JSDOM(await new Response(prelude).text()).window.document;
  return { page: within(document.body), document };
}

beforeEach(() => jest.mocked(getBooks).mockResolvedValue({ ok: true, data: books } as Awaited<ReturnType<typeof getBooks>>));
afterEach(() => setTestEdition(undefined));

describe('the online shop in each edition', () => {
  it('keeps the French words and prices', async () => {
    setTestEdition('fr');
    const { page } = await renderPage(await Page());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('ADIVE espace vente en ligne');
    expect(page.getByRole('button', { name: 'Voir Plus : Vendre plus' })).toBeInTheDocument();
    expect(page.getAllByText(/6 000 CFA/).length).toBeGreaterThan(0);
    expect(page.getByText('Prix sur demande')).toBeInTheDocument();
    expect(page.getByRole('button', { name: /Mon panier/ })).toBeInTheDocument();
    expect((await generateMetadata()).title).toBe('Espace vente en ligne');
  });

  it('speaks English, its prices written the English way', async () => {
    setTestEdition('en');
    const { page } = await renderPage(await Page());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('ADIVE online shop');
    expect(page.getAllByRole('button', { name: /^See more/ })[0]).toHaveTextContent('See more: Vendre plus');
    expect(page.getAllByText(/6,000 CFA/).length).toBeGreaterThan(0);
    expect(page.getByText('Price on request')).toBeInTheDocument();
    expect(page.getByRole('button', { name: /My basket/ })).toBeInTheDocument();
    expect(page.getByText('Delivery in Ouagadougou and throughout Burkina Faso')).toBeInTheDocument();
    expect((await generateMetadata()).alternates?.canonical).toMatch(/^\/en\//);
  });

  it('speaks Arabic', async () => {
    setTestEdition('ar');
    const { page } = await renderPage(await Page());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('المتجر الإلكتروني لـ ADIVE');
    expect(page.getByText('السعر عند الطلب')).toBeInTheDocument();
    expect(page.getByRole('button', { name: /سلة المشتريات/ })).toBeInTheDocument();
  });
});
