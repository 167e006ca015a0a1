// What a page says of its own speed (the field measures, docs/performance.md « Mesures de terrain »): the beacon's
// shape, shared by the page that sends it (collect.ts) and the route that receives it (app/api/mesures). It names no
// one: a kind of page, never its address; the connection's and the device's class; numbers; CSS selectors, never text.
import { ITEM_SEGMENTS, PAGES } from '../paths';

/** The Core Web Vitals and the two figures that explain them (Google's names, as web-vitals reports them). */
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

/** The connection's effective type as the browser estimates it (Chrome's Network Information API), else unknown. */
export const CONNECTIONS = ['2g', '3g', '4g', 'inconnue'] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** The device's memory as the browser gives it, coarsely: ≤ 2 GB, 4 GB, 8 GB or more (Chrome rounds and caps). */
export const DEVICES = ['faible', 'moyen', 'puissant', 'inconnu'] as const;
export type Device = (typeof DEVICES)[number];

/** Whether the page came from the network or from the copy the service worker kept (lib/offline/copies.ts). */
export const ORIGINS = ['reseau', 'copie'] as const;
export type Origin = (typeof ORIGINS)[number];

/** The metrics whose element is worth naming: the tap that was slow, the picture that came late. */
export const WITH_ELEMENT = ['INP', 'LCP'] as const satisfies readonly MetricName[];

export type Beacon = {
  /** The kind of page (pageKindOf): a route's pattern. */
  page: string;
  connection: Connection;
  device: Device;
  origin: Origin;
  values: Partial<Record<MetricName, number>>;
  /** A short CSS selector of the element behind INP and LCP, when the browser names one. */
  elements: Partial<Record<(typeof WITH_ELEMENT)[number], string>>;
};

export const BEACON_PATH = '/api/mesures';
/** Where the site serves the script that sends it (app/mesures.js, built by scripts/build-measures.mjs). */
export const MEASURES_SCRIPT_PATH = '/mesures.js';
export const MAX_BEACON_BYTES = 1024;

/** The not-found page's mark (app/not-found.tsx): its address may look like any other kind. */
export const NOT_FOUND_MARK = 'data-page-introuvable';

/** Addresses of PAGES that are no kind of their own: aliases (counted with their page), and no page at all. */
const NOT_KINDS: ReadonlySet<string> = new Set([PAGES.homeAlias, PAGES.trainingsAlias, PAGES.digital]);

/** Every kind of page: its route's pattern (app/), the not-found page apart (its address may look like any other). */
export const PAGE_KINDS: readonly string[] = [
  ...Object.values(PAGES).filter((path) => !NOT_KINDS.has(path)),
  `${PAGES.news}/[...filtre]`,
  '/services/[service]',
  `${PAGES.digital}/[slug]`,
  ...Object.values(ITEM_SEGMENTS).map((segment) => `/${segment}/[slug]`),
  '/introuvable',
];
export type PageKind = string;

const ALIASES: Readonly<Record<string, PageKind>> = { [PAGES.homeAlias]: PAGES.home, [PAGES.trainingsAlias]: PAGES.trainings };
/** Patterns of one dynamic segment below a fixed first one: /actualite/x, /services/x… */
const DYNAMIC = PAGE_KINDS.filter((kind) => /^\/[^/[]+\/\[[^.]/.test(kind));

/** The kind of the page at `pathname` (query and hash left out by the caller); not-found pages are one kind. */
export function pageKindOf(pathname: string, notFound = false): PageKind {
  if (notFound) return '/introuvable';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = ALIASES[path] ?? (PAGE_KINDS.includes(path) ? path : undefined);
  if (exact) return exact;
  const [, first, ...rest] = path.split('/');
  if (`/${first}` === PAGES.news && rest.length) return `${PAGES.news}/[...filtre]`;
  if (rest.length !== 1) return '/introuvable';
  return DYNAMIC.find((kind) => kind.startsWith(`/${first}/`)) ?? '/introuvable';
}
