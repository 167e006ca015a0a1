import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { getJobBySlug } from '@/lib/cms';
import { setTestEdition } from '@/lib/testing/rootParams';
import Page, { generateMetadata } from './page';
import FromJobPage from './offre/page';

jest.mock('@/lib/actions/application', () => ({ submitSpontaneousApplication: jest.fn() }));
jest.mock('@/lib/cms', () => ({ getJobBySlug: jest.fn() }));

/** The page as the server writes it, nested async server components included. */
async function renderPage(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const document = new JSDOM(await new Response(prelude).text()).window.document;
  return { page: within(document.body), document };
}

afterEach(() => setTestEdition(undefined));

describe('the spontaneous application page in each edition', () => {
  it('keeps the French words', async () => {
    setTestEdition('fr');
    const { page } = await renderPage(<Page />);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Candidature spontanée');
    expect(page.getByLabelText(/Votre CV \(PDF, DOC ou DOCX, 5 Mo au plus\)/)).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Envoyer ma candidature' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: "Voir nos offres d'emploi" })).toHaveAttribute('href', '/nos-offres-emplois');
    expect((await generateMetadata()).title).toBe('Candidature spontanée');
  });

  it('speaks English, naming the offer it comes from, its links to the English pages', async () => {
    setTestEdition('en');
    jest.mocked(getJobBySlug).mockResolvedValue({ ok: true, data: { slug: 'commercial-terrain', title: 'Field sales' } } as Awaited<ReturnType<typeof getJobBySlug>>);
    const { page, document } = await renderPage(await FromJobPage({ searchParams: Promise.resolve({ offre: 'commercial-terrain' }) }));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Open application');
    expect(page.getByText('You have come from the vacancy “Field sales”: your application will mention it.')).toBeInTheDocument();
    expect(page.getByLabelText(/Your CV/)).toBeInTheDocument();
    expect(page.getByLabelText(/A word for the recruiter \(optional\)/)).toHaveAttribute('placeholder', 'The position or field you are aiming for, when you are available…');
    expect(page.getByRole('button', { name: 'Send my application' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'See our job vacancies' })).toHaveAttribute('href', expect.stringMatching(/^\/en\//));
    expect(page.getByRole('link', { name: 'Have a professional CV written' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/services\//));
    expect(document.querySelector('input[name="edition"]')).toHaveAttribute('value', 'en');
    expect(document.querySelector('input[name="offre_visee"]')).toHaveAttribute('value', 'commercial-terrain');
    expect((await generateMetadata()).alternates?.canonical).toMatch(/^\/en\//);
  });

  it('speaks Arabic', async () => {
    setTestEdition('ar');
    const { page } = await renderPage(<Page />);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('طلب توظيف تلقائي');
    expect(page.getByRole('button', { name: 'أرسل طلبي' })).toBeInTheDocument();
    expect(page.getByLabelText(/سيرتك الذاتية/)).toBeInTheDocument();
  });
});
