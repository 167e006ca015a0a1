// The site's addresses: its pages, the CMS item pages, the internal routes the proxy rewrites to, and which item a path
// names. The one place these addresses are written (menus, links, breadcrumbs, metadata, sitemap, JSON-LD, security
// headers, proxy); the route folders of app/ are the other side of each. Absolute URLs are lib/site.ts's absoluteUrl.
// No runtime import here: the menus' client script carries this file.
import type { ItemKind } from './cms/types';

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
  /** A route-less address that renders the full not-found page (unknown slugs, news pages that do not exist). */
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
