/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { setTestEdition } from '@/lib/testing/rootParams';
import { serverTree } from '@/lib/testing/serverTree';

jest.mock('server-only', () => ({}));
const getFaqs = jest.fn();
jest.mock('@/lib/cms', () => ({ getFaqs: () => getFaqs() }));

import Page, { generateMetadata } from './page';

afterEach(() => setTestEdition(undefined));

describe('the FAQ page in each edition', () => {
  beforeEach(() => getFaqs.mockResolvedValue({ ok: true, data: [] }));

  it('keeps its French words on a French page', async () => {
    setTestEdition('fr');
    render(await serverTree(Page()));
    expect(screen.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeInTheDocument();
    expect(screen.getByText('Aucune question pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
  });

  it('speaks English, links to the English contact page, and says so in its metadata', async () => {
    setTestEdition('en');
    render(await serverTree(Page()));
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Can’t find your answer?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    const metadata = await generateMetadata();
    expect(metadata.title).toBe('Frequently asked questions');
    expect(metadata.alternates?.canonical).toBe('/en/faq');
  });

  it('speaks Arabic; the CMS down, says so in Arabic with a retry link to the Arabic page', async () => {
    setTestEdition('ar');
    getFaqs.mockResolvedValue({ ok: false, error: 'timeout' });
    render(await serverTree(Page()));
    expect(screen.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('هذا المحتوى غير متاح مؤقتًا');
    expect(screen.getByRole('link', { name: 'أعد المحاولة' })).toHaveAttribute('href', '/ar/faq');
    expect(screen.getByRole('link', { name: 'اتصل بنا' })).toHaveAttribute('href', '/ar/contact');
  });
});
