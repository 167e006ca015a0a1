import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import { prerender } from 'react-dom/static';
import { setTestEdition } from '@/lib/testing/rootParams';
import { ApplyAccordion } from './ApplyAccordion';

jest.mock('@/lib/actions/application', () => ({ submitApplication: jest.fn() }));

async function renderAccordion(edition: string) {
  setTestEdition(edition);
  const { prelude } = await prerender(await ApplyAccordion({ slug: 'commercial-terrain', title: 'Commercial terrain' }));
  const document = new JSDOM(await new Response(prelude).text()).window.document;
  return { page: within(document.body), document };
}

afterEach(() => setTestEdition(undefined));

describe('a job page’s « Postuler à cette offre » in each edition', () => {
  it('keeps the French words and addresses', async () => {
    const { page } = await renderAccordion('fr');
    expect(page.getByRole('heading', { level: 2 })).toHaveTextContent('Postuler à cette offre');
    expect(page.getByRole('form', { name: 'Postuler : Commercial terrain', hidden: true })).toBeInTheDocument();
    expect(page.getByRole('link', { name: /Déposez votre CV/, hidden: true })).toHaveAttribute('href', '/candidature-spontanee?offre=commercial-terrain');
    expect(page.getByRole('link', { name: /Déposez votre CV/, hidden: true }).parentElement).toHaveTextContent(
      /^Un souci avec le formulaire \? Déposez votre CV sur notre page de candidature spontanée : elle mentionnera cette offre\.$/,
    );
  });

  it('speaks English, leading to the English pages, the form sending its edition', async () => {
    const { page, document } = await renderAccordion('en');
    expect(page.getByRole('heading', { level: 2 })).toHaveTextContent('Apply for this vacancy');
    expect(page.getByRole('button', { name: 'Option 1: apply with assistance' })).toBeInTheDocument();
    expect(page.getByRole('form', { name: 'Apply: Commercial terrain', hidden: true })).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Apply directly with my CV', hidden: true })).toBeInTheDocument();
    expect(page.getByRole('link', { name: /Continue to professional CV writing/ })).toHaveAttribute('href', expect.stringMatching(/^\/en\/services\//));
    expect(page.getByRole('link', { name: 'Submit your CV on our open application page', hidden: true })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/.*\?offre=commercial-terrain$/),
    );
    expect(page.getByRole('link', { name: /open application page/, hidden: true }).parentElement).toHaveTextContent(/open application page: it will mention this vacancy\.$/);
    expect(document.querySelector('input[name="edition"]')).toHaveAttribute('value', 'en');
  });

  it('speaks Arabic', async () => {
    const { page } = await renderAccordion('ar');
    expect(page.getByRole('heading', { level: 2 })).toHaveTextContent('التقدم لهذا العرض');
    expect(page.getByRole('link', { name: /صفحة طلب التوظيف التلقائي/, hidden: true })).toHaveAttribute('href', expect.stringMatching(/^\/ar\//));
  });
});
