import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { Training } from '@/lib/cms';
import { setTestEdition } from '@/lib/testing/rootParams';

const training: Training = {
  id: 1,
  slug: 'excel-avance',
  theme: 'Excel avancé',
  images: [],
  description: 'Tableaux croisés dynamiques.',
  objectives: 'Maîtriser Excel.',
  target: '<p>Comptables</p>',
  skills: 'Analyse',
  hours: 24,
  place: 'Ouagadougou',
  language: 'Français',
  price: 150000,
  startDate: '2026-03-12',
  publishedAt: '',
  updatedAt: '',
  withCertificate: true,
  withTest: false,
  videoUrl: '',
  type: 'Inter-entreprises',
  mode: '',
  trainer: { firstNames: 'Aïcha', lastName: 'OUÉDRAOGO', profession: 'Analyste', description: '', contact: 'aicha@example.com' },
  paymentMethods: [],
};

jest.mock('@/lib/cms', () => ({
  getTrainingBySlug: async (slug: string) => ({ ok: true, data: slug === 'excel-avance' ? training : null }),
  getPaymentMethods: async () => ({ ok: true, data: [{ id: 1, name: 'Wave', image: null }] }),
}));
jest.mock('@/lib/items/preview', () => ({ itemRead: async () => ({ draft: false }), withPreview: (metadata: unknown) => metadata }));
jest.mock('@/lib/items/staticParams', () => ({ itemStaticParams: async () => [] }));

import Page, { generateMetadata } from './page';

/** The page as the server writes it, nested async server components included. */
async function renderPage(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const body = new JSDOM(await new Response(prelude).text()).window.document.body;
  return within(body);
}

const props = { params: Promise.resolve({ slug: 'excel-avance' }) };

afterEach(() => setTestEdition(undefined));

// The tabs' list is hidden by the page's <noscript> style (all panels shown without JavaScript), which JSDOM applies.
describe('a training page in each edition', () => {
  it("keeps the spec's French words on a French page", async () => {
    setTestEdition('fr');
    const page = await renderPage(await Page(props));
    expect(page.getByRole('heading', { level: 2, name: 'Description de la Formation' })).toBeInTheDocument();
    expect(page.getByRole('tab', { name: 'Moyens de paiements', hidden: true })).toBeInTheDocument();
    expect(page.getByText('Avec certificat :', { exact: false })).toHaveTextContent('Avec certificat : Oui');
    expect(page.getByTestId('training-price')).toHaveTextContent('Prix: 150 000 CFA');
    expect(page.getByText('24 H')).toBeInTheDocument();
    expect(page.getByText('Tous niveaux')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Acheter' }).getAttribute('href')).toMatch(/^\/demander-un-devis\?service=Formation\+professionnelle&message=Bonjour/);
    expect(page.getByRole('link', { name: 'Formations' })).toHaveAttribute('href', '/nos-formations');
  });

  it('speaks English, its price and quote link in the English edition', async () => {
    setTestEdition('en');
    const page = await renderPage(await Page(props));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Excel avancé');
    expect(page.getByRole('heading', { level: 2, name: 'Course description' })).toBeInTheDocument();
    expect(page.getByRole('tablist', { hidden: true })).toHaveAttribute('aria-label', 'Course details');
    expect(page.getAllByRole('tab', { hidden: true }).map((tab) => tab.textContent)).toEqual(['Overview', 'Trainer', 'Payment methods']);
    expect(page.getByText('Certificate awarded:', { exact: false })).toHaveTextContent('Certificate awarded: Yes');
    expect(page.getByTestId('training-price')).toHaveTextContent('Price: 150,000 CFA');
    expect(page.getByText('24 h')).toBeInTheDocument();
    expect(page.getByText('Accepted payment methods')).toBeInTheDocument();
    expect(page.getByText('Contact details')).toBeInTheDocument();
    const buy = new URL(page.getByRole('link', { name: 'Buy' }).getAttribute('href') ?? '', 'http://x');
    expect(buy.pathname).toBe('/en/request-a-quote');
    expect(buy.searchParams.get('message')).toContain('“Excel avancé”');
    expect(page.getByRole('link', { name: 'Training courses' })).toHaveAttribute('href', '/en/trainings');
    const metadata = await generateMetadata(props);
    expect(metadata.title).toBe('Excel avancé');
    expect(metadata.alternates?.canonical).toBe('/en/trainings/excel-avance');
  });

  it('speaks Arabic, the price left to right', async () => {
    setTestEdition('ar');
    const page = await renderPage(await Page(props));
    expect(page.getByRole('heading', { level: 2, name: 'وصف الدورة التدريبية' })).toBeInTheDocument();
    expect(page.getByText('24 ساعة')).toBeInTheDocument();
    expect(page.getByText('مع شهادة:', { exact: false })).toHaveTextContent('مع شهادة: نعم');
    const price = page.getByTestId('training-price');
    expect(price).toHaveTextContent('السعر: 150,000 CFA');
    expect(price.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(page.getByRole('link', { name: 'شراء' }).getAttribute('href')).toMatch(/^\/ar\/request-a-quote\?/);
    expect(page.getByRole('link', { name: 'الدورات التدريبية' })).toHaveAttribute('href', '/ar/trainings');
  });
});
