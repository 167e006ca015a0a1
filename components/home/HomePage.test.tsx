import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { setTestEdition } from '@/lib/testing/rootParams';
import type { CmsResult, NewsPost } from '@/lib/cms';

const getNewsPosts = jest.fn<Promise<CmsResult<NewsPost[]>>, []>();
jest.mock('@/lib/cms', () => ({ getNewsPosts: () => getNewsPosts() }));

import { HomePage } from './HomePage';
import { homeMetadata } from '@/lib/seo/metadata';

/** The page as the server writes it, nested async server components included. */
async function renderPage(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const body = new JSDOM(await new Response(prelude).text()).window.document.body;
  return within(body);
}

afterEach(() => setTestEdition(undefined));
beforeEach(() => getNewsPosts.mockResolvedValue({ ok: true, data: [] }));

describe('the home page in each edition', () => {
  it('keeps the French words and addresses on a French page', async () => {
    setTestEdition('fr');
    const page = await renderPage(await HomePage());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Conseil, formation, recrutement et digital pour faire grandir votre entreprise');
    expect(page.getAllByRole('link', { name: /Demander un devis/ })[0]).toHaveAttribute('href', '/demander-un-devis');
    expect(page.getByRole('link', { name: /En savoir plus sur ADIVE/ })).toHaveAttribute('href', '/a-propos-de-nous');
    expect(page.getByText('Plus de 500 clients accompagnés')).toBeInTheDocument();
  });

  it('speaks English on an English page, every link leading to the English pages', async () => {
    setTestEdition('en');
    const page = await renderPage(await HomePage());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Consulting, training, recruitment and digital services to help your business grow');
    expect(page.getAllByRole('link', { name: /Request a quote/ }).map((link) => link.getAttribute('href'))).toEqual(['/en/request-a-quote', '/en/request-a-quote']);
    expect(page.getAllByRole('link', { name: 'Contact us' })[0]).toHaveAttribute('href', '/en/contact');
    expect(page.getByRole('link', { name: /Learn more about ADIVE/ })).toHaveAttribute('href', '/en/about-us');
    expect(page.getByRole('link', { name: /See all our services/ })).toHaveAttribute('href', '/en/services');
    expect(page.getByRole('link', { name: /All our news/ })).toHaveAttribute('href', '/en/news');
    expect(page.getByText('More than 500 clients supported')).toBeInTheDocument();
    expect(page.getByText('Years of experience')).toBeInTheDocument();
    expect(page.getByText('No news yet.')).toBeInTheDocument();
    expect(page.getByText(/^“The market study ADIVE carried out/)).toBeInTheDocument();
    expect(page.getByRole('link', { name: /Play the video: Introducing ADIVE/ })).toBeInTheDocument();
    const serviceLinks = page.getAllByRole('link').map((link) => link.getAttribute('href')).filter((href) => href?.includes('/services/'));
    expect(serviceLinks.length).toBeGreaterThan(0);
    for (const href of serviceLinks) expect(href).toMatch(/^\/en\/services\//);
  });

  it('speaks Arabic on an Arabic page, with its counts and links', async () => {
    setTestEdition('ar');
    const page = await renderPage(await HomePage());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('استشارات وتدريب وتوظيف وخدمات رقمية لتنمية مؤسستك');
    expect(page.getAllByRole('link', { name: /اطلب عرض سعر/ })[0]).toHaveAttribute('href', '/ar/request-a-quote');
    expect(page.getByRole('link', { name: /اعرف المزيد عن ADIVE/ })).toHaveAttribute('href', '/ar/about-us');
    expect(page.getByText('أكثر من 500 عميل رافقناهم')).toBeInTheDocument();
    expect(page.getByText('95% من عملائنا راضون')).toBeInTheDocument();
  });

  it('retries the CMS on the edition’s home page', async () => {
    setTestEdition('en');
    getNewsPosts.mockResolvedValue({ ok: false, error: 'timeout' });
    const page = await renderPage(await HomePage());
    expect(page.getByRole('status').querySelector('a')).toHaveAttribute('href', '/en');
  });

  it('titles and describes the home page in its edition', () => {
    expect(homeMetadata('fr').title).toEqual({ absolute: 'ADIVE — Agence du digital et de la vente | Conseil, formation et recrutement au Burkina Faso' });
    const english = homeMetadata('en');
    expect(english.title).toEqual({ absolute: 'ADIVE — Digital and Sales Agency | Consulting, training and recruitment in Burkina Faso' });
    expect(english.alternates?.canonical).toBe('/en');
    expect(homeMetadata('ar').alternates?.canonical).toBe('/ar');
  });
});
