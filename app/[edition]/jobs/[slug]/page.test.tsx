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

// One offer translated into English (accountant, the same document as comptable), the others French only.
const english = (): Job => ({ ...job('accountant', '2999-12-31'), title: 'Senior accountant', localization: { documentId: 'doc-comptable', locale: 'en' } });
const french = (slug: string, expirationDate: string): Job => ({ ...job(slug, expirationDate), localization: { documentId: `doc-${slug}`, locale: 'fr' } });
jest.mock('@/lib/cms', () => ({
  getJobBySlug: async (slug: string, options?: { edition?: string }) => ({
    ok: true,
    data: slug === 'accountant' && options?.edition === 'en' ? english() : slug === 'comptable' ? french(slug, '2999-12-31') : slug === 'ancienne' ? french(slug, '2000-01-01') : null,
  }),
  itemSlugsWrittenIn: async (_kind: string, edition: string) => ({
    ok: true,
    data:
      edition === 'en'
        ? [{ slug: 'accountant', localization: { documentId: 'doc-comptable', locale: 'en' } }]
        : edition === 'fr'
          ? ['comptable', 'ancienne'].map((slug) => ({ slug, localization: { documentId: `doc-${slug}`, locale: 'fr' } }))
          : [],
  }),
}));
const redirects: string[] = [];
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  permanentRedirect: (to: string) => {
    redirects.push(to);
    throw new Error(`redirect to ${to}`);
  },
}));
jest.mock('@/lib/editions', () => ({ ...jest.requireActual('@/lib/editions'), PUBLISHED_EDITIONS: ['fr', 'en', 'ar'] }));
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
    const page = await renderPage(await Page(props('accountant')));
    const details = page.getByRole('complementary', { name: 'Vacancy details' });
    expect(details).toHaveTextContent('Experience level');
    expect(details).toHaveTextContent('Closing date2999-12-31');
    expect(details).toHaveTextContent('EmployerConfidential');
    expect(page.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/en/jobs');
    expect(page.getByRole('heading', { name: 'Share this vacancy' })).toBeInTheDocument();
    const metadata = await generateMetadata(props('accountant'));
    expect(metadata.title).toBe('Senior accountant — Burkina Faso');
    expect(metadata.alternates?.canonical).toBe('/en/jobs/accountant');
    expect(metadata.alternates?.languages).toMatchObject({ en: expect.stringMatching(/\/en\/jobs\/accountant$/), fr: expect.stringMatching(/\/jobs\/comptable$/) });
    expect(metadata.robots).toBeUndefined();
    expect(page.queryByRole('note')).toBeNull();
  });

  it('leads the French slug of a translated offer to its English page', async () => {
    setTestEdition('en');
    await expect(Page(props('comptable'))).rejects.toThrow('redirect to /en/jobs/accountant');
    expect(redirects).toContain('/en/jobs/accountant');
  });

  it('shows an offer not yet translated in French on the Arabic page: announced, lang="fr", out of the index', async () => {
    setTestEdition('ar');
    const page = await renderPage(await Page(props('ancienne')));
    expect(page.getAllByRole('note').map((note) => note.textContent)).toContain('لم يُترجم هذا المحتوى إلى العربية بعد، لذا يُعرض بنسخته الفرنسية.');
    expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr');
    expect(page.getByText('comptabilité').closest('[lang]')).toHaveAttribute('lang', 'fr');
    const metadata = await generateMetadata(props('ancienne'));
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toEqual({ canonical: '/ar/jobs/ancienne' });
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
