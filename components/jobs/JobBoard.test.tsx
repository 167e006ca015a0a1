import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { Job } from '@/lib/cms';
import { textsOf } from '@/lib/i18n';
import { jobBoard, readJobQuery } from '@/lib/jobs/offers';
import { setTestEdition } from '@/lib/testing/rootParams';
import { JobBoard } from './JobBoard';

// The dialog's server action reads the CMS: not reached while the list is drawn.
jest.mock('@/components/jobs/loadJobDetail', () => ({ loadJobDetail: jest.fn() }));

/** The list as the server writes it, nested async server components included. */
async function renderBoard(node: ReactNode) {
  const { prelude } = await prerender(<>{node}</>);
  const body = new JSDOM(await new Response(prelude).text()).window.document.body;
  return within(body);
}

const TODAY = new Date().toISOString().slice(0, 10);

function job(id: number, fields: Partial<Job>): Job {
  return {
    id,
    slug: `offre-${id}`,
    title: `Offre ${id}`,
    description: 'Une description.',
    urgent: false,
    publicationDate: '2026-01-05',
    expirationDate: '2999-12-31',
    updatedAt: '',
    country: 'Burkina Faso',
    company: '',
    domain: 'Finance',
    type: 'CDI',
    experienceLevel: 'Junior',
    ...fields,
  };
}

const JOBS = [
  job(1, { title: 'Comptable', urgent: true, company: 'Sahel Banque' }),
  job(2, { title: 'Chargé de clientèle', type: '' }),
  job(3, { title: 'Comptable junior', expirationDate: '2000-01-01' }),
];

afterEach(() => setTestEdition(undefined));

describe('the job list in each edition', () => {
  it("keeps the spec's French words and French addresses on a French page", async () => {
    setTestEdition('fr');
    const page = await renderBoard(await JobBoard({ board: jobBoard(JOBS, readJobQuery({}), TODAY) }));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent("Nos offres d'emploi");
    expect(page.getByText('2 offres disponibles')).toBeInTheDocument();
    expect(page.getByRole('search', { name: 'Rechercher une offre' })).toHaveAttribute('action', '/nos-offres-emplois');
    expect(page.getByRole('link', { name: 'En Savoir Plus : Comptable' })).toHaveAttribute('href', '/jobs/offre-1');
    expect(page.getByRole('link', { name: /Créer mon CV pro/ })).toHaveAttribute('href', '/services/mise-en-relation');
    expect(page.getAllByText('Entreprise confidentielle', { selector: 'li' })).toHaveLength(2);
    expect(page.getByText('Offre expirée')).toBeInTheDocument();
    expect(page.getAllByText('Publiée le')).toHaveLength(3);
  });

  it('counts the French results with the agreement of their words', async () => {
    setTestEdition('fr');
    const page = await renderBoard(await JobBoard({ board: jobBoard(JOBS, readJobQuery({ q: 'comptable' }), TODAY) }));
    expect(page.getByRole('status')).toHaveTextContent('1 offre ouverte correspond à votre recherche, et 1 offre expirée (en fin de liste).');
    expect(page.getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/nos-offres-emplois');
  });

  it('speaks English, its search and cards leading to the English pages', async () => {
    setTestEdition('en');
    const page = await renderBoard(await JobBoard({ board: jobBoard(JOBS, readJobQuery({ q: 'comptable' }), TODAY) }));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Our job vacancies');
    expect(page.getByText('2 jobs available')).toBeInTheDocument();
    expect(page.getByRole('status')).toHaveTextContent('1 open job matches your search, and 1 closed job (at the end of the list).');
    expect(page.getByRole('search', { name: 'Search the job vacancies' })).toHaveAttribute('action', '/en/jobs');
    expect(page.getByLabelText('Contract type')).toBeInTheDocument();
    expect(page.getAllByRole('option', { name: 'All' })).toHaveLength(4);
    expect(page.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/en/jobs');
    expect(page.getByRole('link', { name: 'Learn more about Comptable' })).toHaveAttribute('href', '/en/jobs/offre-1');
    expect(page.getByRole('link', { name: /Create my professional CV/ })).toHaveAttribute('href', '/en/services/job-matching');
    expect(page.getByText('Closed')).toBeInTheDocument();
    expect(page.getAllByText('Posted on')).toHaveLength(2);
    expect(page.queryByText(/offre|Emploi/)).toBeNull();
  });

  it('speaks Arabic, counts without a noun to agree, and leads to the Arabic pages', async () => {
    setTestEdition('ar');
    const page = await renderBoard(await JobBoard({ board: jobBoard(JOBS, readJobQuery({}), TODAY) }));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('عروض العمل لدينا');
    expect(page.getByText('العروض المتاحة: 2')).toBeInTheDocument();
    expect(page.getByRole('search', { name: 'البحث عن عرض عمل' })).toHaveAttribute('action', '/ar/jobs');
    expect(page.getByRole('link', { name: 'اعرف المزيد عن Comptable' })).toHaveAttribute('href', '/ar/jobs/offre-1');
    expect(page.getAllByText('جهة توظيف سرية', { selector: 'li' })).toHaveLength(2);
    expect(page.getByText('وظيفة')).toBeInTheDocument();
    expect(page.getByText('عاجل')).toBeInTheDocument();
  });

  it('says when no offer is published, in the edition', async () => {
    setTestEdition('en');
    const page = await renderBoard(await JobBoard({ board: jobBoard([], readJobQuery({}), TODAY) }));
    expect(page.getByText('No job vacancies have been posted yet.')).toBeInTheDocument();
  });
});

describe('the job counts', () => {
  it('agree in French as the list always wrote them', () => {
    const { banner, list, results } = textsOf('fr').jobs;
    expect([banner.available(29), banner.available(1), list.searchMetaTitle(0), results.open(2), results.noneWithExpired(3)]).toEqual([
      '29 offres disponibles',
      '1 offre disponible',
      "0 offre ouverte — Recherche d'offres d'emploi",
      '2 offres ouvertes correspondent à votre recherche.',
      'Aucune offre ouverte ne correspond à votre recherche, et 3 offres expirées (en fin de liste).',
    ]);
  });

  it('agree in English, zero plural', () => {
    const { banner, results } = textsOf('en').jobs;
    expect([banner.available(0), banner.available(1), results.openWithExpired(2, 1)]).toEqual([
      '0 jobs available',
      '1 job available',
      '2 open jobs match your search, and 1 closed job (at the end of the list).',
    ]);
  });
});
