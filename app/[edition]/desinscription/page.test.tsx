import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { redirect } from 'next/navigation';
import { unsubscribe } from '@/lib/cms';
import { unsubscribeFromNewsletter } from '@/lib/actions/unsubscribe';
import { setTestEdition } from '@/lib/testing/rootParams';
import Page, { generateMetadata } from './page';

jest.mock('@/lib/cms', () => ({ unsubscribe: jest.fn() }));
jest.mock('next/navigation', () => ({ redirect: jest.fn() }));

const TOKEN = 'a'.repeat(60);

async function renderPage(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const document = new JSDOM(await new Response(prelude).text()).window.document;
  return { page: within(document.body), document };
}
const params = (values: Record<string, string>) => ({ searchParams: Promise.resolve(values) });

afterEach(() => setTestEdition(undefined));

describe('the unsubscribe page in each edition', () => {
  it('keeps the French words, its form sending no edition', async () => {
    setTestEdition('fr');
    const { page, document } = await renderPage(await Page(params({ jeton: TOKEN })));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Désinscription');
    expect(page.getByRole('button', { name: 'Me désinscrire' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/politique-de-confidentialite');
    expect(document.querySelector('input[name="edition"]')).toBeNull();
    expect((await generateMetadata()).title).toBe('Désinscription de la newsletter');
  });

  it('speaks English and Arabic, the outcome included, the form naming its edition', async () => {
    setTestEdition('en');
    const english = await renderPage(await Page(params({ jeton: TOKEN })));
    expect(english.page.getByRole('button', { name: 'Unsubscribe me' })).toBeInTheDocument();
    expect(english.page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
    expect(english.document.querySelector('input[name="edition"]')).toHaveAttribute('value', 'en');
    const invalid = await renderPage(await Page(params({ jeton: 'x' })));
    expect(invalid.page.getByRole('alert')).toHaveTextContent(/^This unsubscribe link is not valid.*contact@adive\.net/);
    setTestEdition('ar');
    const arabic = await renderPage(await Page(params({ resultat: 'removed' })));
    expect(arabic.page.getByRole('status')).toHaveTextContent('تم حذف عنوانك من قائمتنا');
    expect((await generateMetadata()).title).toBe('إلغاء الاشتراك في النشرة الإخبارية');
  });

  it('leads back to the page of the edition the form names', async () => {
    jest.mocked(unsubscribe).mockResolvedValue('removed');
    const data = new FormData();
    data.set('jeton', TOKEN);
    await unsubscribeFromNewsletter(data);
    expect(redirect).toHaveBeenLastCalledWith('/desinscription?resultat=removed');
    data.set('edition', 'en');
    await unsubscribeFromNewsletter(data);
    expect(redirect).toHaveBeenLastCalledWith('/en/unsubscribe?resultat=removed');
  });
});
