// Rules about jobs shared by their pages, cards and structured data, and the job list's filters and search.
import type { Job } from '@/lib/cms/types';

const utcToday = () => new Date().toISOString().slice(0, 10);

/** True when the expiry date (YYYY-MM-DD) is before `today` (UTC day by default). */
export function isExpired(expirationDate: string, today: string = utcToday()): boolean {
  return /^\d{4}-\d{2}-\d{2}/.test(expirationDate) && expirationDate.slice(0, 10) < today;
}

/** The open offers first, then the expired ones, each group in its given order (the CMS's: newest first). */
export function openFirst(jobs: readonly Job[], today: string = utcToday()): Job[] {
  const expired = (job: Job) => isExpired(job.expirationDate, today);
  return [...jobs.filter((job) => !expired(job)), ...jobs.filter(expired)];
}

export function countOpen(jobs: readonly Job[], today: string = utcToday()): number {
  return jobs.filter((job) => !isExpired(job.expirationDate, today)).length;
}

export const JOB_LIST_PATH = '/nos-offres-emplois';
/** Where the proxy sends a filtered list: a page rendered per request, while the plain list stays cached. */
export const JOB_SEARCH_PATH = '/nos-offres-emplois/recherche';

/** The list's choices, by address parameter, and the job field each one filters on. */
export const JOB_FILTERS = {
  domaine: 'domain',
  contrat: 'type',
  experience: 'experienceLevel',
  pays: 'country',
} as const satisfies Record<string, keyof Job>;
export type JobFilter = keyof typeof JOB_FILTERS;
const FILTER_NAMES = Object.keys(JOB_FILTERS) as JobFilter[];

export type JobQuery = Record<JobFilter, string> & { urgent: boolean; q: string };
/** Every parameter of the list's address, in the order a shared link writes them. */
export const JOB_QUERY_PARAMS = [...FILTER_NAMES, 'urgent', 'q'] as const;
/** A longer value is no real choice or search: cut, so that a robot's address cannot make the server work more. */
const MAX_VALUE_LENGTH = 100;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function readParam(params: Params, name: string): string {
  const raw = params instanceof URLSearchParams ? params.get(name) : params[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_LENGTH);
}

export function readJobQuery(params: Params): JobQuery {
  const query = Object.fromEntries(FILTER_NAMES.map((name) => [name, readParam(params, name)])) as Record<JobFilter, string>;
  return { ...query, urgent: readParam(params, 'urgent') !== '', q: readParam(params, 'q') };
}

export function isEmptyJobQuery(query: JobQuery): boolean {
  return !query.urgent && !query.q && FILTER_NAMES.every((name) => !query[name]);
}

/** The list's address for `query`: only the parameters in use, always in the same order (one address per search). */
export function jobListHref(query: JobQuery): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (query[name]) params.set(name, query[name]);
  if (query.urgent) params.set('urgent', '1');
  if (query.q) params.set('q', query.q);
  const search = params.toString();
  return search ? `${JOB_LIST_PATH}?${search}` : JOB_LIST_PATH;
}

/** Whether the address names any of the list's parameters (even empty, as a form sent with every choice on "Tous"). */
export function hasJobParams(params: URLSearchParams): boolean {
  return JOB_QUERY_PARAMS.some((name) => params.has(name));
}

/** Lower case without accents, so that "comptabilite" finds "Comptabilité". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Every word of the search in the title, the company or the description; every chosen value equal to the job's. */
export function matchesJobQuery(job: Job, query: JobQuery): boolean {
  if (query.urgent && !job.urgent) return false;
  if (FILTER_NAMES.some((name) => query[name] && searchable(job[JOB_FILTERS[name]]) !== searchable(query[name]))) return false;
  if (!query.q) return true;
  const haystack = searchable(`${job.title} ${job.company} ${job.description}`);
  return searchable(query.q)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The values each choice offers: those the offers have, in French alphabetical order (never a hand-written list). */
export function jobFilterOptions(jobs: readonly Job[]): Record<JobFilter, string[]> {
  const collator = new Intl.Collator('fr');
  const valuesOf = (name: JobFilter) =>
    [...new Set(jobs.map((job) => job[JOB_FILTERS[name]].trim()).filter(Boolean))].sort(collator.compare);
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, valuesOf(name)])) as Record<JobFilter, string[]>;
}

/** What the job list shows for `query`: the matching offers, open first, and the counts its texts need. */
export type JobBoard = {
  query: JobQuery;
  offers: Job[];
  /** Open offers in all (the banner's "N offres disponibles"). */
  available: number;
  /** Open offers that match the query. */
  matching: number;
  options: Record<JobFilter, string[]>;
};

export function jobBoard(jobs: readonly Job[], query: JobQuery, today: string = utcToday()): JobBoard {
  const offers = openFirst(
    jobs.filter((job) => matchesJobQuery(job, query)),
    today,
  );
  const options = jobFilterOptions(jobs);
  // A shared link may name a value no offer has any more: it stays chosen in its list, and nothing matches.
  for (const name of FILTER_NAMES) if (query[name] && !options[name].includes(query[name])) options[name].push(query[name]);
  return { query, offers, available: countOpen(jobs, today), matching: countOpen(offers, today), options };
}
