import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { Job } from '@/lib/cms';
import { setTestEdition } from '@/lib/testing/rootParams';

const job = (slug: string, expirationDate: string): Job => ({
  id: 1,
  slug,
  title: 'Comptable senior',
  description: 'Tenue de la **comptabilité**.',
  urgent: true,
  publicationDate: '2026-01-05',
  expirationDate,
  updatedAt: '',
  country: 'Burkina Faso',
  company: '',
  domain: 'Finance',
  type: 'CDI',
  experienceLevel: 'Senior',
});

jest.mock('@/lib/cms', () => ({
  getJobBySlug: async (slug: string) => ({ ok: true, data: slug === 'comptable' ? job(slug, '2999-12-31') : slug === 'ancienne' ? job(slug, '2000-01-01') : null }),
}));
jest.mock('@/lib/items/preview', () => ({ itemRead: async () => ({ draft: false }), withPreview: (metadata: unknown) => metadata }));
jest.mock('@/lib/items/staticParams', () => ({ itemStaticParams: async () => [] }));
// The application's accordion and form are another part's: only whether the page offers them matters here.
jest.mock('@/components/jobs/ApplyAccordion', () => ({ ApplyAccordion: () => <div data-testid="apply" /> }));

import Page, { generateMetadata } from './page';

/** The page as the server writes it, nested async server components included. */
async function renderPage(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const body = new JSDOM(await new Response(prelude).text()).window.document.body;
  return within(body);
}

const props = (slug: string) => ({ params: Promise.resolve({ slug }) });

afterEach(() => setTestEdition(undefined));

describe('an offer page in each edition', () => {
  it("keeps the spec's French words on a French page", async () => {
    setTestEdition('fr');
    const page = await renderPage(await Page(props('comptable')));
    expect(page.getByRole('complementary', { name: "Détails de l'offre" })).toHaveTextContent("Niveau d'expérience");
    expect(page.getByText('Confidentiel')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Emplois' })).toHaveAttribute('href', '/nos-offres-emplois');
    expect(page.getByText('Partager cette offre')).toBeInTheDocument();
    expect(page.getByTestId('apply')).toBeInTheDocument();
  });

  it('speaks English, its details and links in the English edition', async () => {
    setTestEdition('en');
    const page = await renderPage(await Page(props('comptable')));
    const details = page.getByRole('complementary', { name: 'Vacancy details' });
    expect(details).toHaveTextContent('Experience level');
    expect(details).toHaveTextContent('Closing date2999-12-31');
    expect(details).toHaveTextContent('EmployerConfidential');
    expect(page.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/en/jobs');
    expect(page.getByRole('heading', { name: 'Share this vacancy' })).toBeInTheDocument();
    const metadata = await generateMetadata(props('comptable'));
    expect(metadata.title).toBe('Comptable senior — Burkina Faso');
    expect(metadata.alternates?.canonical).toBe('/en/jobs/comptable');
  });

  it('says in Arabic that an expired offer is closed, and leads to the open ones', async () => {
    setTestEdition('ar');
    const page = await renderPage(await Page(props('ancienne')));
    expect(page.getByTestId('job-expired')).toHaveTextContent('انتهت صلاحية هذا العرض');
    expect(page.getByRole('link', { name: 'عرض العروض المفتوحة' })).toHaveAttribute('href', '/ar/jobs');
    expect(page.getByRole('complementary', { name: 'تفاصيل العرض' })).toHaveTextContent('عاجل');
    expect(page.queryByTestId('apply')).toBeNull();
  });
});
