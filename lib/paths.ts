// The site's addresses: its pages, the CMS item pages, the internal routes the proxy rewrites to, and which item a path
// names. The one place these addresses are written (menus, links, breadcrumbs, metadata, sitemap, JSON-LD, security
// headers, proxy); the route folders of app/ are the other side of each. Absolute URLs are lib/site.ts's absoluteUrl.
// No runtime import here but the editions' table (lib/editions.ts, as small): the menus' client script carries this file.
import type { ItemKind } from './cms/types';
import { DEFAULT_EDITION, isEdition, type Edition } from './editions';

/** The service pages (/services/<slug>), whose content is lib/content/services.ts. */
export type ServiceSlug =
  | 'formations-profesionnelles'
  | 'conseils'
  | 'mise-en-relation'
  | 'prospection'
  | 'strategie-marketing-digital'
  | 'conception-graphique'
  | 'livraison';

/** The site's pages, each at one address (its folder under app/). */
export const PAGES = {
  /** The home page's canonical address. */
  home: '/',
  /** The home page's second address, which the menus and the breadcrumb link to. */
  homeAlias: '/accueil',
  about: '/a-propos-de-nous',
  services: '/nos-services',
  trainings: '/nos-formations',
  /** The training catalogue's second address (same page; /nos-formations is canonical). */
  trainingsAlias: '/services/trainings',
  jobs: '/nos-offres-emplois',
  /** A CV deposited without an offer (lib/actions/application.ts): the matching page and the offers lead there. */
  spontaneousApplication: '/candidature-spontanee',
  news: '/nos-actualites',
  quote: '/demander-un-devis',
  contact: '/contact',
  shop: '/adive-biblio',
  faq: '/faq',
  login: '/login',
  terms: '/termes-et-conditions',
  /** The privacy page, which every form's data notice links to. */
  privacy: '/politique-de-confidentialite',
  /** Where a newsletter e-mail's unsubscribe link leads (the CMS's token in `jeton`). */
  unsubscribe: '/desinscription',
  /** The page the service worker shows offline for a page never read (app/hors-ligne/route.ts). */
  offline: '/hors-ligne',
  /** No page of its own: the Digital menu's key, and the parent of the digital service pages (digitalPath). */
  digital: '/digital',
} as const;

/**
 * Internal routes: the proxy (proxy.ts) rewrites public addresses to them; never linked, never shown in the address
 * bar.
 */
export const INTERNAL_ROUTES = {
  /** A filtered job list (/nos-offres-emplois?pays=…), rendered per request while the plain list stays cached. */
  jobSearch: `${PAGES.jobs}/recherche`,
  /** The quote page with a prefilled form (/demander-un-devis?service=…), rendered per request. */
  quotePrefill: `${PAGES.quote}/prerempli`,
  /** The spontaneous application sent from an offer's page (/candidature-spontanee?offre=…), rendered per request. */
  spontaneousFromJob: `${PAGES.spontaneousApplication}/offre`,
  /** The full not-found page (addresses of no page, unknown slugs, news pages that do not exist): app/[edition]/%5Fintrouvable. */
  notFound: '/_introuvable',
} as const;

/** Spelling variants seen in old links, and the pages they lead to: the proxy redirects them for good (308). */
export const OLD_ADDRESSES: Readonly<Record<string, string>> = {
  '/services/strategie-marketing-digitale': servicePath('strategie-marketing-digital'),
  '/services/jobs': servicePath('mise-en-relation'),
};

/** The page of a service (static marketing content of lib/content/services.ts, not a CMS item). */
export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

/** The page of a digital service (static marketing content of lib/content/digital.ts, not a CMS item). */
export function digitalPath(slug: string): string {
  return `${PAGES.digital}/${encodeURIComponent(slug)}`;
}

/** The parameter naming the offer whose page a spontaneous application is sent from (its slug). */
export const SPONTANEOUS_JOB_PARAM = 'offre';

/** The spontaneous application page, from the page of the offer `jobSlug` when one is given. */
export function spontaneousApplicationPath(jobSlug?: string): string {
  return jobSlug ? `${PAGES.spontaneousApplication}?${SPONTANEOUS_JOB_PARAM}=${encodeURIComponent(jobSlug)}` : PAGES.spontaneousApplication;
}

/** The first URL segment of each kind of item page: /actualite/{slug}, /formations/{slug}, /jobs/{slug}. */
export const ITEM_SEGMENTS = { post: 'actualite', training: 'formations', job: 'jobs' } as const satisfies Record<ItemKind, string>;

export function itemPath(kind: ItemKind, slug: string): string {
  return `/${ITEM_SEGMENTS[kind]}/${encodeURIComponent(slug)}`;
}

export const postPath = (slug: string): string => itemPath('post', slug);
export const trainingPath = (slug: string): string => itemPath('training', slug);
export const jobPath = (slug: string): string => itemPath('job', slug);

/**
 * Whether `slug` can be a CMS slug at all (Strapi's uid characters, a sane length): anything else is answered
 * "not found" without asking the CMS.
 */
export function isSlug(slug: string): boolean {
  return /^[A-Za-z0-9._~-]{1,200}$/.test(slug);
}

/** The kind and slug of an item page's path like /jobs/data-analyst; null for any other path. */
export function parseItemPath(pathname: string): { kind: ItemKind; slug: string } | null {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  const kind = match ? (Object.keys(ITEM_SEGMENTS) as ItemKind[]).find((name) => ITEM_SEGMENTS[name] === match[1]) : undefined;
  if (!match || !kind) return null;
  try {
    return { kind, slug: decodeURIComponent(match[2] ?? '') };
  } catch {
    return null;
  }
}

// ---- The editions' addresses (issue 69) ----
// French keeps the spec's addresses; English and Arabic pages live under /en and /ar with English words, one route
// for each French page. A French list and its items (/nos-formations, /formations/x) share one English word
// (/en/trainings, /en/trainings/x): the depth tells them apart.

/** The English words of the service pages' slugs (servicePath), one for each. */
export const SERVICE_WORDS: Readonly<Record<ServiceSlug, string>> = {
  'formations-profesionnelles': 'professional-training',
  conseils: 'consulting',
  'mise-en-relation': 'job-matching',
  prospection: 'business-prospecting',
  'strategie-marketing-digital': 'digital-marketing-strategy',
  'conception-graphique': 'graphic-design',
  livraison: 'delivery',
};

/** The English words of the digital service pages' slugs (lib/content/digital.ts), one for each. */
export const DIGITAL_WORDS: Readonly<Record<string, string>> = {
  'transformation-digitale': 'digital-transformation',
  'strategie-marketing-digital': 'digital-marketing-strategy',
  'strategie-communication-digitale': 'digital-communication-strategy',
  'developpement-applicatif': 'application-development',
  'data-analyse': 'data-analytics',
  'conception-graphique': 'graphic-design',
};

/** The fixed words of the news list's filtered pages (/nos-actualites/tag/x/page/2). */
const NEWS_FILTER_WORDS: Readonly<Record<string, string>> = { tag: 'tag', categorie: 'category', page: 'page' };

type Segment =
  /** A fixed word, or a slug translated by a table of words (French to English). */
  | { words: Readonly<Record<string, string>> }
  /** A CMS item's slug, as the edition's CMS entry spells it. */
  | { slug: true };

/** A segment that is one fixed word in each language. */
const word = (french: string, english: string): Segment => ({ words: { [french]: english } });

/** What follows the news list's address: its filter words, and the slugs and page numbers between them. */
const NEWS_FILTERS = 'news filters';

/** Every French page (an alias, the second address of a page, has none of its own: see ALIASES). */
const EDITION_ROUTES: readonly (readonly Segment[] | readonly [...Segment[], typeof NEWS_FILTERS])[] = [
  [],
  [word('a-propos-de-nous', 'about-us')],
  [word('nos-services', 'services')],
  [word('services', 'services'), { words: SERVICE_WORDS }],
  [word('digital', 'digital'), { words: DIGITAL_WORDS }],
  [word('nos-formations', 'trainings')],
  [word(ITEM_SEGMENTS.training, 'trainings'), { slug: true }],
  [word('nos-offres-emplois', 'jobs')],
  [word(ITEM_SEGMENTS.job, 'jobs'), { slug: true }],
  [word('candidature-spontanee', 'spontaneous-application')],
  [word('nos-actualites', 'news')],
  [word('nos-actualites', 'news'), NEWS_FILTERS],
  [word(ITEM_SEGMENTS.post, 'articles'), { slug: true }],
  [word('demander-un-devis', 'request-a-quote')],
  [word('contact', 'contact')],
  [word('adive-biblio', 'bookshop')],
  [word('faq', 'faq')],
  [word('login', 'login')],
  [word('termes-et-conditions', 'terms-and-conditions')],
  [word('politique-de-confidentialite', 'privacy-policy')],
  [word('desinscription', 'unsubscribe')],
  [word('hors-ligne', 'offline')],
];

/** The French pages' second addresses, and the page each is in the other editions. */
const ALIASES: Readonly<Record<string, string>> = { [PAGES.homeAlias]: PAGES.home, [PAGES.trainingsAlias]: PAGES.trainings };

/** `part` translated by a table of words, French to English (`toEnglish`) or back; null when the table lacks it. */
function translateWord(words: Readonly<Record<string, string>>, part: string, toEnglish: boolean): string | null {
  if (toEnglish) return Object.hasOwn(words, part) ? (words[part] ?? null) : null;
  return Object.entries(words).find(([, english]) => english === part)?.[0] ?? null;
}

/** One address's segments translated by a route, French to English (`toEnglish`) or back; null when it is not that route. */
function translateSegments(route: (typeof EDITION_ROUTES)[number], segments: readonly string[], toEnglish: boolean): string[] | null {
  const out: string[] = [];
  for (const [index, segment] of route.entries()) {
    if (segment === NEWS_FILTERS) {
      // Words and values in pairs (tag/x, page/2): the words translated, the values kept.
      const rest = segments.slice(index);
      if (rest.length === 0 || rest.length % 2 === 1) return null;
      for (let at = 0; at < rest.length; at += 2) {
        const translated = translateWord(NEWS_FILTER_WORDS, rest[at] ?? '', toEnglish);
        if (translated === null) return null;
        out.push(translated, rest[at + 1] ?? '');
      }
      return out;
    }
    const part = segments[index];
    if (part === undefined) return null;
    const translated = 'slug' in segment ? (isSlug(part) ? part : null) : translateWord(segment.words, part, toEnglish);
    if (translated === null) return null;
    out.push(translated);
  }
  return out.length === segments.length ? out : null;
}

function splitPath(path: string): { segments: string[]; tail: string } {
  const at = path.search(/[?#]/);
  const pathname = at < 0 ? path : path.slice(0, at);
  return { segments: pathname.split('/').filter(Boolean), tail: at < 0 ? '' : path.slice(at) };
}

/**
 * The address in `edition` of the French page at `frenchPath` (its query and fragment kept): itself in French,
 * /en/… or /ar/… otherwise; an alias gives its page's address. null: a path that is no page (internal routes, files).
 */
export function editionPath(edition: Edition, frenchPath: string): string | null {
  const { segments, tail } = splitPath(frenchPath);
  const canonical = ALIASES[`/${segments.join('/')}`];
  if (edition === DEFAULT_EDITION) return EDITION_ROUTES.some((route) => translateSegments(route, segments, true)) || canonical ? frenchPath : null;
  if (canonical) return editionPath(edition, canonical + tail);
  for (const route of EDITION_ROUTES) {
    const english = translateSegments(route, segments, true);
    if (english) return `/${[edition, ...english].join('/')}${tail}`;
  }
  return null;
}

/** The address in `edition` of a French page of the site (PAGES, servicePath…), for the menus and links. */
export function pageIn(edition: Edition, frenchPath: string): string {
  return editionPath(edition, frenchPath) ?? frenchPath;
}

/** The edition of a public address, and the French page it is; null when it is the address of no page. */
export function readEditionPath(path: string): { edition: Edition; frenchPath: string } | null {
  const { segments, tail } = splitPath(path);
  const [first = '', ...rest] = segments;
  if (isEdition(first) && first !== DEFAULT_EDITION) {
    for (const route of EDITION_ROUTES) {
      const french = translateSegments(route, rest, false);
      if (french) return { edition: first, frenchPath: `/${french.join('/')}${tail}` };
    }
    return null;
  }
  return editionPath(DEFAULT_EDITION, path) === null ? null : { edition: DEFAULT_EDITION, frenchPath: path };
}

/**
 * The French page at `pathname`, a public address (/faq, /en/about-us) or a route under app/[edition] (/fr/faq,
 * /en/a-propos-de-nous), as the server may see either. The path itself when it is neither. Server side only in
 * practice: in a client script it would carry the editions' table (the menus read usePagePath instead).
 */
export function pageOfPathname(pathname: string): string {
  const address = readEditionPath(pathname);
  if (address) return address.frenchPath;
  const [first = '', ...rest] = splitPath(pathname).segments;
  return isEdition(first) ? `/${rest.join('/')}` : pathname;
}
