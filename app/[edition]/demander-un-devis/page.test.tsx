import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { setTestEdition } from '@/lib/testing/rootParams';
import Page, { generateMetadata } from './page';
import PrefilledPage from './prerempli/page';

jest.mock('@/lib/actions/requests', () => ({ submitQuote: jest.fn() }));

/** The page as the server writes it, nested async server components included. */
async function renderPage(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const document = new JSDOM(await new Response(prelude).text()).window.document;
  return { page: within(document.body), document };
}

afterEach(() => setTestEdition(undefined));

describe('the quote page in each edition', () => {
  it('keeps the French words and sends no edition from a French page', async () => {
    setTestEdition('fr');
    const { page, document } = await renderPage(<Page />);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Demander un devis');
    expect(page.getByRole('heading', { level: 2, name: /Demander un devis pour des Services personnalisés/ })).toBeInTheDocument();
    expect(page.getByRole('form', { name: 'Demande de devis' })).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Envoyer la demande' })).toBeInTheDocument();
    expect(page.getByText('Tous les champs sont obligatoires.')).toBeInTheDocument();
    expect(page.getByText('Lundi - Vendredi')).toBeInTheDocument();
    expect(document.querySelector('input[name="edition"]')).toBeNull();
    expect((await generateMetadata()).title).toBe('Demander un devis');
  });

  it('speaks English, its services shown in English and sent in French, the form naming its edition', async () => {
    setTestEdition('en');
    const { page, document } = await renderPage(<Page />);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Request a quote');
    expect(page.getByRole('form', { name: 'Quote request' })).toBeInTheDocument();
    expect(page.getByLabelText(/Full name/)).toHaveAttribute('placeholder', 'e.g. Awa Ouédraogo');
    expect(page.getByLabelText(/Email address/)).toBeInTheDocument();
    expect(page.getByRole('option', { name: 'Graphic design' })).toHaveAttribute('value', 'Conception graphique');
    expect(page.getByRole('option', { name: 'Choose a service' })).toBeInTheDocument();
    expect(page.getByText('0 / 5000 characters')).toBeInTheDocument();
    expect(page.getByText('All fields are required.')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Send request' })).toBeInTheDocument();
    expect(page.getByText('Monday to Friday')).toBeInTheDocument();
    expect(page.getByText('You receive a proposal')).toBeInTheDocument();
    expect(document.querySelector('input[name="edition"]')).toHaveAttribute('value', 'en');
    const metadata = await generateMetadata();
    expect(metadata.title).toBe('Request a quote');
    expect(metadata.alternates?.canonical).toBe('/en/request-a-quote');
  });

  it('speaks Arabic, the prefilled service chosen by its French value', async () => {
    setTestEdition('ar');
    const { page, document } = await renderPage(
      await PrefilledPage({ searchParams: Promise.resolve({ service: 'Conception graphique', message: 'Un logo' }) }),
    );
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('اطلب عرض سعر');
    expect(page.getByRole('form', { name: 'طلب عرض سعر' })).toBeInTheDocument();
    expect(page.getByRole('option', { name: 'التصميم الجرافيكي' })).toHaveProperty('selected', true);
    expect(page.getByRole('button', { name: 'إرسال الطلب' })).toBeInTheDocument();
    expect(page.getByText('من الاثنين إلى الجمعة')).toBeInTheDocument();
    expect(page.getByText('واغادوغو، بوركينا فاسو')).toBeInTheDocument();
    expect(document.querySelector('input[name="edition"]')).toHaveAttribute('value', 'ar');
  });
});
