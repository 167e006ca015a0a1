import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { Training } from '@/lib/cms';
import { PAGES } from '@/lib/paths';
import { setTestEdition } from '@/lib/testing/rootParams';
import { catalogueMetadata, TrainingCatalogue } from './TrainingCatalogue';

/** The catalogue as the server writes it, nested async server components included. */
async function renderCatalogue(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const body = new JSDOM(await new Response(prelude).text()).window.document.body;
  return within(body);
}

const training: Training = {
  id: 1,
  slug: 'excel-avance',
  theme: 'Excel avancé',
  images: [],
  description: 'Tableaux croisés dynamiques.',
  objectives: '',
  target: '',
  skills: '',
  hours: 5,
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
  trainer: { firstNames: 'Aïcha', lastName: 'OUÉDRAOGO', profession: '', description: '', contact: '' },
  paymentMethods: [],
};

const catalogue = (path: string = PAGES.trainings) => TrainingCatalogue({ path, trainings: { ok: true, data: [training] } });

afterEach(() => setTestEdition(undefined));

describe('the training catalogue in each edition', () => {
  it("keeps the spec's French words on a French page", async () => {
    setTestEdition('fr');
    const page = await renderCatalogue(await catalogue());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Nos formations');
    expect(page.getByRole('heading', { level: 2, name: 'Quelques formations programmées Disponibles pour tous !!!.' })).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 2, name: 'Des formations adaptées à vos besoins, à suivre même depuis chez vous' })).toBeInTheDocument();
    expect(page.getByText('5 heures')).toBeInTheDocument();
    expect(page.getByText('150 000 CFA', { exact: false })).toHaveTextContent('Prix : 150 000 CFA');
    expect(page.getByRole('link', { name: 'En Savoir Plus : Excel avancé' })).toHaveAttribute('href', '/formations/excel-avance');
    expect((await catalogueMetadata()).title).toBe('Nos formations');
  });

  it('speaks English, its cards leading to the English pages', async () => {
    setTestEdition('en');
    const page = await renderCatalogue(await catalogue(PAGES.trainingsAlias));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Our training courses');
    expect(page.getByRole('heading', { level: 2, name: 'Scheduled training courses, open to everyone!' })).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 3, name: 'Inter-company training' })).toBeInTheDocument();
    expect(page.getByText('5 hours')).toBeInTheDocument();
    expect(page.getByText('150,000 CFA', { exact: false })).toHaveTextContent('Price: 150,000 CFA');
    expect(page.getByRole('link', { name: 'Learn more about Excel avancé' })).toHaveAttribute('href', '/en/trainings/excel-avance');
    const metadata = await catalogueMetadata();
    expect(metadata.title).toBe('Our training courses');
    expect(metadata.alternates?.canonical).toBe('/en/trainings');
  });

  it('speaks Arabic, the hours in the form of their number', async () => {
    setTestEdition('ar');
    const page = await renderCatalogue(await catalogue());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('دوراتنا التدريبية');
    expect(page.getByText('5 ساعات')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'اعرف المزيد عن Excel avancé' })).toHaveAttribute('href', '/ar/trainings/excel-avance');
    expect((await catalogueMetadata()).alternates?.canonical).toBe('/ar/trainings');
  });

  it('retries at the address of the page shown, in its edition', async () => {
    setTestEdition('en');
    const page = await renderCatalogue(await TrainingCatalogue({ path: PAGES.trainingsAlias, trainings: { ok: false, error: 'unreachable' } }));
    expect(page.getByRole('status').querySelector('a')).toHaveAttribute('href', '/en/trainings');
  });
});
