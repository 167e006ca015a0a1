import type { Job } from '@/lib/cms';
import { setTestEdition } from '@/lib/testing/rootParams';

const job = (id: number, title: string): Job => ({
  id,
  slug: `offre-${id}`,
  title,
  description: '',
  urgent: false,
  publicationDate: '2026-01-05',
  expirationDate: '2999-12-31',
  updatedAt: '',
  country: 'Burkina Faso',
  company: '',
  domain: 'Finance',
  type: 'CDI',
  experienceLevel: 'Junior',
});

jest.mock('@/lib/cms', () => ({ getJobs: async () => ({ ok: true, data: [job(1, 'Comptable'), job(2, 'Comptable junior'), job(3, 'Juriste')] }) }));

import { generateMetadata } from './page';

const search = { searchParams: Promise.resolve({ q: 'comptable' }) };

afterEach(() => setTestEdition(undefined));

describe("a job search's title, which announces its count", () => {
  it.each([
    ['fr', "2 offres ouvertes — Recherche d'offres d'emploi", '/nos-offres-emplois'],
    ['en', '2 open jobs — Job search', '/en/jobs'],
    ['ar', 'العروض المفتوحة: 2 — البحث في عروض العمل', '/ar/jobs'],
  ])('in %s', async (edition, title, canonical) => {
    setTestEdition(edition);
    const metadata = await generateMetadata(search);
    expect(metadata.title).toBe(title);
    expect(metadata.alternates?.canonical).toBe(canonical);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
