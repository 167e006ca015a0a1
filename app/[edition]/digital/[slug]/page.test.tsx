import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { setTestEdition } from '@/lib/testing/rootParams';
import Page, { generateMetadata, generateStaticParams } from './page';

/** The page as the server writes it, nested async server components included. */
async function renderPage(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const body = new JSDOM(await new Response(prelude).text()).window.document.body;
  return within(body);
}

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });

afterEach(() => setTestEdition(undefined));

describe('a digital service page in each edition', () => {
  it('is built for every slug of the table, French slugs in every edition (the proxy translates the address)', () => {
    expect(generateStaticParams().map((param) => param.slug)).toContain('data-analyse');
  });

  it('keeps the French words and the prefilled quote on a French page', async () => {
    setTestEdition('fr');
    const page = await renderPage(await Page(params('transformation-digitale')));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Transformation digitale');
    expect(page.getAllByRole('link', { name: /Demander un devis/ })[0]).toHaveAttribute(
      'href',
      `/demander-un-devis?service=Autres&message=${encodeURIComponent('Transformation digitale\u00a0: ').replace(/%20/g, '+')}`,
    );
    expect((await generateMetadata(params('data-analyse'))).title).toBe('Data et analyse\u00a0: services digitaux');
  });

  it('speaks English, its quote, contact and sibling links leading to the English pages', async () => {
    setTestEdition('en');
    const page = await renderPage(await Page(params('transformation-digitale')));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Digital transformation');
    expect(page.getByRole('heading', { name: 'Digital transformation: our services' })).toBeInTheDocument();
    expect(page.getByRole('heading', { name: 'What you receive' })).toBeInTheDocument();
    const quote = new URL(page.getAllByRole('link', { name: /Request a quote/ })[0]!.getAttribute('href')!, 'http://localhost');
    expect(quote.pathname).toBe('/en/request-a-quote');
    // The quote form's service is its French option (the form's value); the message is English.
    expect(quote.searchParams.get('service')).toBe('Autres');
    expect(quote.searchParams.get('message')).toBe('Digital transformation: ');
    expect(page.getAllByRole('link', { name: 'Contact us' })[0]).toHaveAttribute('href', '/en/contact');
    expect(page.getByRole('link', { name: 'Graphic design' })).toHaveAttribute('href', '/en/digital/graphic-design');
    const metadata = await generateMetadata(params('data-analyse'));
    expect(metadata.title).toBe('Data and analytics: digital services');
    expect(metadata.alternates?.canonical).toBe('/en/digital/data-analytics');
  });

  it('speaks Arabic', async () => {
    setTestEdition('ar');
    const page = await renderPage(await Page(params('conception-graphique')));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('التصميم الجرافيكي');
    expect(page.getByRole('link', { name: 'البيانات والتحليل' })).toHaveAttribute('href', '/ar/digital/data-analytics');
    expect(page.getAllByRole('link', { name: /اطلب عرض سعر/ })[0]).toHaveAttribute('href', '/ar/request-a-quote?service=Conception+graphique');
  });
});
