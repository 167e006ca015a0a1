import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { setTestEdition } from '@/lib/testing/rootParams';
import Page, { generateMetadata } from './page';

jest.mock('@/lib/actions/requests', () => ({ submitContactMessage: jest.fn() }));

/** The page as the server writes it, nested async server components included. */
async function renderPage(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const document = new JSDOM(await new Response(prelude).text()).window.document;
  return { page: within(document.body), document };
}

afterEach(() => setTestEdition(undefined));

describe('the contact page in each edition', () => {
  it('keeps the French words and links', async () => {
    setTestEdition('fr');
    const { page } = await renderPage(await Page());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Contactez-nous');
    expect(page.getByRole('link', { name: /Demandez un devis/ })).toHaveAttribute('href', '/demander-un-devis');
    expect(page.getByRole('option', { name: 'Burkina Faso (+226)' })).toHaveProperty('selected', true);
    expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeInTheDocument();
    expect((await generateMetadata()).title).toBe('Contact');
  });

  it('speaks English, linking to the English quote page', async () => {
    setTestEdition('en');
    const { page, document } = await renderPage(await Page());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Contact us');
    expect(page.getByRole('link', { name: /Request a quote/ })).toHaveAttribute('href', '/en/request-a-quote');
    expect(page.getByRole('option', { name: 'Senegal (+221)' })).toHaveAttribute('value', '+221');
    expect(page.getByLabelText('Country code')).toBeInTheDocument();
    expect(page.getByRole('option', { name: 'Delivery service' })).toHaveAttribute('value', 'Service de livraison');
    expect(page.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toBeInTheDocument();
    expect(page.getByRole('img', { name: 'Simplified map: ADIVE in Ouaga 2000, Ouagadougou' })).toBeInTheDocument();
    expect(document.querySelector('input[name="edition"]')).toHaveAttribute('value', 'en');
    expect((await generateMetadata()).alternates?.canonical).toBe('/en/contact');
  });

  it('speaks Arabic', async () => {
    setTestEdition('ar');
    const { page } = await renderPage(await Page());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('اتصل بنا');
    expect(page.getByRole('link', { name: /اطلب عرض سعر/ })).toHaveAttribute('href', expect.stringMatching(/^\/ar\//));
    expect(page.getByLabelText('رمز الاتصال الدولي')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'إرسال الرسالة' })).toBeInTheDocument();
    expect(page.getByText('ADIVE — واغا 2000، واغادوغو، بوركينا فاسو')).toBeInTheDocument();
  });
});
