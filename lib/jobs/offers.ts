// Rules about jobs shared by their pages, cards and structured data, and the job list's filters and search.
import type { Job } from '@/lib/cms/types';
import { excerpt } from '@/lib/format';
import { PAGES } from '@/lib/paths';

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

/** One spelling of a value wherever it is read (CMS, address): spaces of any kind collapsed, no edge spaces. */
function cleanValue(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The first non-empty value of a parameter (a link may repeat it), cleaned and cut. */
function readParam(params: Params, name: string): string {
  const raw = params instanceof URLSearchParams ? params.getAll(name) : params[name];
  const values = (Array.isArray(raw) ? raw : [raw ?? '']).map(cleanValue);
  // Cut by characters, not UTF-16 units: half an emoji would come back as another value.
  return cleanValue(Array.from(values.find(Boolean) ?? '').slice(0, MAX_VALUE_LENGTH).join(''));
}

export function readJobQuery(params: Params): JobQuery {
  const query = Object.fromEntries(FILTER_NAMES.map((name) => [name, readParam(params, name)])) as Record<JobFilter, string>;
  return { ...query, urgent: ['1', 'on', 'true', 'oui'].includes(readParam(params, 'urgent')), q: readParam(params, 'q') };
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
  return search ? `${PAGES.jobs}?${search}` : PAGES.jobs;
}

/** Whether the address names any of the list's parameters (even empty, as a form sent with every choice on "Tous"). */
export function hasJobParams(params: URLSearchParams): boolean {
  return JOB_QUERY_PARAMS.some((name) => params.has(name));
}

/**
 * Lower case without accents or ligatures, one kind of apostrophe, hyphens as spaces: "comptabilite" finds
 * "Comptabilité", "d’Ivoire" (a phone's apostrophe) finds "d'Ivoire", "oeuvre" finds "œuvre".
 */
export function searchable(text: string): string {
  return cleanValue(
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/[’‘`´]/g, "'")
      .replace(/[-‐‑–—]/g, ' '),
  );
}

/** Every word of the search in the title, the company or the description; every chosen value equal to the job's. */
export function matchesJobQuery(job: Job, query: JobQuery): boolean {
  if (query.urgent && !job.urgent) return false;
  if (FILTER_NAMES.some((name) => query[name] && searchable(job[JOB_FILTERS[name]]) !== searchable(query[name]))) return false;
  if (!query.q) return true;
  // The description's text, not its markdown: link addresses are no words of the offer.
  const haystack = searchable(`${job.title} ${job.company} ${excerpt(job.description, Number.MAX_SAFE_INTEGER)}`);
  return searchable(query.q)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The values each choice offers: those the offers have, in French alphabetical order (never a hand-written list). */
export function jobFilterOptions(jobs: readonly Job[]): Record<JobFilter, string[]> {
  const collator = new Intl.Collator('fr');
  // One choice per value as the search compares them (case, accents and spaces aside): the first spelling met.
  const valuesOf = (name: JobFilter) => {
    const byKey = new Map<string, string>();
    for (const job of jobs) {
      const value = cleanValue(job[JOB_FILTERS[name]]);
      if (value && !byKey.has(searchable(value))) byKey.set(searchable(value), value);
    }
    return [...byKey.values()].sort(collator.compare);
  };
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, valuesOf(name)])) as Record<JobFilter, string[]>;
}

/** What the job list shows for `query`: the matching offers, open first, and the counts its texts need. */
export type JobBoard = {
  query: JobQuery;
  offers: Job[];
  /** Open offers in all (the banner's count, lib/i18n's jobs.banner.available). */
  available: number;
  /** Open offers that match the query. */
  matching: number;
  options: Record<JobFilter, string[]>;
};

export function jobBoard(jobs: readonly Job[], asked: JobQuery, today: string = utcToday()): JobBoard {
  let query = asked;
  const offers = openFirst(
    jobs.filter((job) => matchesJobQuery(job, query)),
    today,
  );
  const options = jobFilterOptions(jobs);
  // A shared link may name a value no offer has any more: it stays chosen in its list, and nothing matches.
  for (const name of FILTER_NAMES) {
    const chosen = query[name];
    if (!chosen) continue;
    // The list shows the choice in the spelling the offers use, so that the form keeps it selected.
    const known = options[name].find((value) => searchable(value) === searchable(chosen));
    if (known) query = { ...query, [name]: known };
    else options[name].push(chosen);
  }
  return { query, offers, available: countOpen(jobs, today), matching: countOpen(offers, today), options };
}
