/**
 * Domain types of the content: no Strapi shape (`data`, `attributes`, `formats`, relative URLs) ever leaves lib/cms.
 * Absent values are empty: '' for text, null for numbers and media, false for flags, [] for lists.
 */

import type { Edition } from '@/lib/editions';

/** Which edition's language a CMS item is written in (lib/cms/locales.ts). Absent: French (a CMS without locales). */
export type ItemLocale = {
  /** The document its locale versions share (Strapi 5's documentId); '' from a CMS that has none. */
  documentId: string;
  /** The edition whose language its text is in: the edition read, or French for an item not yet translated. */
  locale: Edition;
};

/** What every CMS item of the editions carries. */
type Localized = { localization?: ItemLocale };

export type Media = {
  /** Absolute URL of the original file. */
  url: string;
  /** Alternative text set in the CMS, or ''. */
  alt: string;
  width: number | null;
  height: number | null;
  /** Absolute URL of the `thumbnail` format, or `url` when the CMS made none. */
  thumbnailUrl: string;
  /** Absolute URL of the `small` format, or `url` when the CMS made none. */
  smallUrl: string;
};

export type Tag = { id: number; name: string; slug: string } & Localized;

export type Category = { id: number; name: string; slug: string; postCount: number } & Localized;

export type CategoryRef = { id: number; name: string; slug: string };

export type NewsPost = {
  id: number;
  slug: string;
  title: string;
  /** Markdown. */
  content: string;
  /** ISO date-time, or ''. */
  publishedAt: string;
  /** ISO date-time of the last edit, or ''. */
  updatedAt: string;
  image: Media | null;
  tags: Tag[];
  categories: CategoryRef[];
} & Localized;

export type NewsPostSummary = {
  id: number;
  slug: string;
  title: string;
  /** ISO date-time, or ''. */
  publishedAt: string;
  image: Media | null;
} & Localized;

export type Trainer = {
  firstNames: string;
  lastName: string;
  profession: string;
  description: string;
  contact: string;
};

export type PaymentMethod = { id: number; name: string; image: Media | null } & Localized;

export type Training = {
  id: number;
  slug: string;
  theme: string;
  images: Media[];
  description: string;
  objectives: string;
  /** Raw HTML from the CMS, NOT sanitised here: render it through rehype-sanitize. */
  target: string;
  skills: string;
  hours: number | null;
  place: string;
  language: string;
  /** CFA. */
  price: number | null;
  /** YYYY-MM-DD, or ''. */
  startDate: string;
  /** ISO date-time, or ''. */
  publishedAt: string;
  /** ISO date-time of the last edit, or ''. */
  updatedAt: string;
  withCertificate: boolean;
  withTest: boolean;
  /** Absolute http(s) URL of an external video, or ''. */
  videoUrl: string;
  /** Name of the training type (typesformation), or ''. */
  type: string;
  /** Name of the training mode (modesformation), or ''. */
  mode: string;
  trainer: Trainer | null;
  paymentMethods: PaymentMethod[];
} & Localized;

export type Job = {
  id: number;
  slug: string;
  title: string;
  /** Markdown. */
  description: string;
  urgent: boolean;
  /** YYYY-MM-DD, or ''. */
  publicationDate: string;
  /** YYYY-MM-DD, or ''. */
  expirationDate: string;
  /** ISO date-time of the last edit, or ''. */
  updatedAt: string;
  country: string;
  /** Company name, or '' when the job has none. */
  company: string;
  domain: string;
  type: string;
  experienceLevel: string;
} & Localized;

export type Book = {
  id: number;
  /** The CMS slug, or '': books have no page of their own, so it is optional. */
  slug: string;
  title: string;
  author: string;
  /** CFA. */
  price: number | null;
  description: string;
  image: Media | null;
} & Localized;

export type Faq = {
  id: number;
  question: string;
  /** Raw HTML from the CMS, NOT sanitised here: render it through rehype-sanitize. */
  answer: string;
} & Localized;

/**
 * Why a CMS call failed: unreachable (network error), timeout (no complete answer within CMS_TIMEOUT_MS),
 * bad-response (2xx, but not JSON or not the expected shape), http (non-2xx status).
 */
export type CmsErrorKind = 'unreachable' | 'timeout' | 'bad-response' | 'http';

/** The kinds of content that have a page of their own, found by slug. */
export type ItemKind = 'post' | 'training' | 'job';

export type CmsResult<T> =
  | { ok: true; data: T }
  /** `status`: the CMS's HTTP answer when it gave one (a 4xx to a locale it does not have). */
  | { ok: false; error: CmsErrorKind; status?: number | null };

/**
 * `duplicate`: the CMS refused the address because it is already subscribed (unique email);
 * callers may treat it as a success.
 */
export type SubscribeResult =
  | { ok: true }
  | { ok: false; error: CmsErrorKind | 'duplicate'; status: number | null };

/**
 * An application deposited with its CV (type read from its content, see lib/forms/cv.ts): the record's attributes as
 * lib/forms/application.ts names them, the offer's slug included.
 */
export type JobApplication = {
  endpoint: string;
  record: Record<string, string>;
  cv: { bytes: Uint8Array<ArrayBuffer>; mime: string; extension: string };
};

/**
 * `firmNotified`: the CMS's own outbox e-mails the firm about the request (sent, or waiting for a process that can);
 * false when the CMS left that e-mail to the visitor's browser (none of its processes could send) or has no outbox
 * (another Strapi). `missing-collection`: the CMS lacks the collection or the right to create in it (a Strapi not yet
 * updated); the request then reaches the firm by e-mail only.
 */
export type StoreResult =
  | { ok: true; firmNotified: boolean }
  | { ok: false; error: CmsErrorKind | 'missing-collection'; status: number | null };

/** An application is refused by the CMS when its offer is unknown or expired there (a copy older than the CMS). */
export type ApplicationResult = StoreResult | { ok: false; error: 'job-closed'; expired: boolean; status: number };
