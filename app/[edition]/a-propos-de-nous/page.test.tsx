import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { setTestEdition } from '@/lib/testing/rootParams';
import Page, { generateMetadata } from './page';

/** The page as the server writes it, nested async server components included. */
async function renderPage(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const body = new JSDOM(await new Response(prelude).text()).window.document.body;
  return within(body);
}

afterEach(() => setTestEdition(undefined));

describe('the About page in each edition', () => {
  it('keeps the French words on a French page', async () => {
    setTestEdition('fr');
    const page = await renderPage(await Page());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('À propos de nous');
    expect(page.getByRole('tab', { name: 'Histoire' })).toBeInTheDocument();
    expect(page.getByText(/En 5 ans, l'agence a accompagné plus de 500 clients/)).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Conseil et études' })).toHaveAttribute('href', '/services/conseils');
    expect((await generateMetadata()).title).toBe('À propos de nous');
  });

  it('speaks English, its trades and calls to action leading to the English pages', async () => {
    setTestEdition('en');
    const page = await renderPage(await Page());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('About us');
    expect(page.getByRole('tablist', { name: 'Who we are' })).toBeInTheDocument();
    expect(page.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mission', 'Vision', 'Values', 'History']);
    expect(page.getByText(/^In 5 years, the agency has supported more than 500 clients and built a network of 100 partners/)).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Consulting and studies' })).toHaveAttribute('href', '/en/services/consulting');
    expect(page.getByRole('link', { name: 'Digital services' })).toHaveAttribute('href', '/en/digital/digital-transformation');
    expect(page.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/en/contact');
    expect(page.getByRole('link', { name: /Request a quote/ })).toHaveAttribute('href', '/en/request-a-quote');
    expect(page.getByText('Job matching')).toBeInTheDocument();
    expect(page.getByText('Satisfied clients')).toBeInTheDocument();
    const metadata = await generateMetadata();
    expect(metadata.title).toBe('About us');
    expect(metadata.alternates?.canonical).toBe('/en/about-us');
  });

  it('speaks Arabic, with the counts of its story in the right form', async () => {
    setTestEdition('ar');
    const page = await renderPage(await Page());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('من نحن');
    expect(page.getByText(/^خلال 5 سنوات، رافقت الوكالة أكثر من 500 عميل ونسجت شبكة من 100 شريك/)).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'الاستشارات والدراسات' })).toHaveAttribute('href', '/ar/services/consulting');
    expect(page.getByRole('link', { name: /اتصل بنا/ })).toHaveAttribute('href', '/ar/contact');
    expect((await generateMetadata()).alternates?.canonical).toBe('/ar/about-us');
  });
});
