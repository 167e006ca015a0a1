import type { Job } from '@/lib/cms/types';
import {
  countOpen,
  hasJobParams,
  isEmptyJobQuery,
  isExpired,
  jobBoard,
  jobFilterOptions,
  jobListHref,
  matchesJobQuery,
  openFirst,
  readJobQuery,
} from './offers';

describe('isExpired', () => {
  it('compares calendar days', () => {
    expect(isExpired('2026-03-11', '2026-03-12')).toBe(true);
    expect(isExpired('2026-03-12', '2026-03-12')).toBe(false);
    expect(isExpired('2026-04-01', '2026-03-12')).toBe(false);
  });
  it('never calls a job without a date expired', () => {
    expect(isExpired('', '2026-03-12')).toBe(false);
  });
});

const job = (overrides: Partial<Job>): Job => ({
  id: 1,
  slug: 'offre',
  title: 'Offre',
  description: '',
  urgent: false,
  publicationDate: '2026-11-01',
  expirationDate: '2026-12-31',
  updatedAt: '',
  country: 'Burkina Faso',
  company: 'ADIVE',
  domain: 'Commercial & Vente',
  type: 'CDI',
  experienceLevel: '1-3 ans',
  ...overrides,
});

describe('open offers first', () => {
  const jobs = [
    job({ id: 1, expirationDate: '2026-11-01' }),
    job({ id: 2 }),
    job({ id: 3, expirationDate: '2026-10-01' }),
    job({ id: 4, expirationDate: '' }),
  ];
  it('puts expired offers after the open ones, each group in its order', () => {
    expect(openFirst(jobs, '2026-11-26').map((j) => j.id)).toEqual([2, 4, 1, 3]);
  });
  it('counts only the open offers as available', () => {
    expect(countOpen(jobs, '2026-11-26')).toBe(2);
  });
});

describe('the job list query', () => {
  it('reads the known parameters, trimmed and cut, and ignores the others', () => {
    const query = readJobQuery(new URLSearchParams({ domaine: '  Commercial &  Vente ', urgent: '1', q: 'x'.repeat(300), page: '2' }));
    expect(query).toEqual({ domaine: 'Commercial & Vente', contrat: '', experience: '', pays: '', urgent: true, q: 'x'.repeat(100) });
    expect(readJobQuery({ pays: ['Mali', 'Niger'], urgent: '' })).toMatchObject({ pays: 'Mali', urgent: false });
  });
  it('writes one address per search: the parameters in use, always in the same order', () => {
    const query = readJobQuery({ q: 'comptable', pays: "Côte d'Ivoire", contrat: '', urgent: 'on' });
    expect(jobListHref(query)).toBe("/nos-offres-emplois?pays=C%C3%B4te+d%27Ivoire&urgent=1&q=comptable");
    expect(jobListHref(readJobQuery({ contrat: '', q: ' ' }))).toBe('/nos-offres-emplois');
    expect(isEmptyJobQuery(readJobQuery({ domaine: '', q: '' }))).toBe(true);
  });
  it('knows an address that names a parameter, even empty', () => {
    expect(hasJobParams(new URLSearchParams('domaine='))).toBe(true);
    expect(hasJobParams(new URLSearchParams('utm_source=whatsapp'))).toBe(false);
  });
});

describe('matching an offer', () => {
  const comptable = job({ title: 'Comptable confirmé(e)', description: 'Tenue de la **comptabilité** générale', company: 'Sahel Conseil' });
  it('finds words without accents or case, in the title, company or description', () => {
    expect(matchesJobQuery(comptable, readJobQuery({ q: 'comptabilite' }))).toBe(true);
    expect(matchesJobQuery(comptable, readJobQuery({ q: 'CONFIRME sahel' }))).toBe(true);
    expect(matchesJobQuery(comptable, readJobQuery({ q: 'comptable livreur' }))).toBe(false);
  });
  it('keeps only the chosen domain, contract, level, country, and urgent offers when asked', () => {
    expect(matchesJobQuery(comptable, readJobQuery({ domaine: 'Commercial & Vente', pays: 'Burkina Faso' }))).toBe(true);
    expect(matchesJobQuery(comptable, readJobQuery({ contrat: 'Stage' }))).toBe(false);
    expect(matchesJobQuery(comptable, readJobQuery({ urgent: '1' }))).toBe(false);
    expect(matchesJobQuery({ ...comptable, urgent: true }, readJobQuery({ urgent: '1' }))).toBe(true);
  });
  it('offers as choices the values the offers have, in French order, without blanks or repeats', () => {
    const options = jobFilterOptions([job({ country: 'Mali' }), job({ country: "Côte d'Ivoire" }), job({ country: 'Bénin' }), job({ country: '' }), job({ country: 'Mali' })]);
    expect(options.pays).toEqual(['Bénin', "Côte d'Ivoire", 'Mali']);
    expect(options.contrat).toEqual(['CDI']);
  });
});

describe('the job board', () => {
  const jobs = [
    job({ id: 1, title: 'Comptable', expirationDate: '2026-11-01' }),
    job({ id: 2, title: 'Commercial terrain' }),
    job({ id: 3, title: 'Comptable junior' }),
  ];
  it('shows the matching offers, open first, with the counts of available and matching open offers', () => {
    const board = jobBoard(jobs, readJobQuery({ q: 'comptable' }), '2026-11-26');
    expect(board.offers.map((j) => j.id)).toEqual([3, 1]);
    expect(board).toMatchObject({ available: 2, matching: 1 });
  });
  it('keeps a chosen value that no offer has any more among the choices', () => {
    const board = jobBoard(jobs, readJobQuery({ pays: 'Togo' }), '2026-11-26');
    expect(board.options.pays).toEqual(['Burkina Faso', 'Togo']);
    expect(board.offers).toEqual([]);
  });
});

describe('one spelling of a value, and words as people type them', () => {
  it('offers one choice per value, whatever its spaces, case or accents in the CMS, and finds every such offer', () => {
    const jobs = [job({ id: 1, country: 'Mali ' }), job({ id: 2, country: 'mali' }), job({ id: 3, country: 'Côte\u00a0d’Ivoire' })];
    const options = jobFilterOptions(jobs);
    expect(options.pays).toEqual(['Côte d’Ivoire', 'Mali']);
    const board = jobBoard(jobs, readJobQuery({ pays: 'MALI' }), '2026-11-26');
    expect(board.offers.map((j) => j.id)).toEqual([1, 2]);
    // The form keeps the choice selected in the offers' spelling, and adds no second "Mali".
    expect(board.query.pays).toBe('Mali');
    expect(board.options.pays).toEqual(['Côte d’Ivoire', 'Mali']);
  });
  it("finds with a phone's apostrophe, a ligature spelled out or a hyphen typed as a space", () => {
    const offer = job({ title: "Chef de main-d'œuvre", country: "Côte d'Ivoire", description: '' });
    expect(matchesJobQuery(offer, readJobQuery({ q: 'main d oeuvre' }))).toBe(true);
    expect(matchesJobQuery(offer, readJobQuery({ q: 'main-d’oeuvre' }))).toBe(true);
    expect(matchesJobQuery(offer, readJobQuery({ pays: 'Côte d’Ivoire' }))).toBe(true);
  });
  it('searches the text of the description, not its link addresses', () => {
    const offer = job({ description: 'Écrivez à [notre équipe](mailto:rh@example.com) ou https://exemple.bf' });
    expect(matchesJobQuery(offer, readJobQuery({ q: 'mailto' }))).toBe(false);
    expect(matchesJobQuery(offer, readJobQuery({ q: 'equipe' }))).toBe(true);
  });
  it('reads urgent=0 as off, the first non-empty of a repeated parameter, and cuts between characters', () => {
    expect(readJobQuery({ urgent: '0' }).urgent).toBe(false);
    expect(readJobQuery(new URLSearchParams('pays=&pays=Mali')).pays).toBe('Mali');
    const long = readJobQuery({ q: `${'a'.repeat(99)}😀😀` }).q;
    expect(Array.from(long)).toHaveLength(100);
    expect(long.endsWith('😀')).toBe(true);
  });
});
