/**
 * The site's reads of the CMS: what pages call. Each returns a CmsResult and never throws. Lists read every page of
 * their collection; detail lookups filter on the slug. Its writes (requests, subscriptions) are in writes.ts.
 */
import { cmsFetch, type CmsFailure, type CmsFetchOptions, type QueryParams } from './fetch';
import { logCmsFailure } from './log';
import { isRecord, readId, readSlug, toEntry, type RawRecord } from './raw';
import {
  reshapeAll,
  reshapeBook,
  reshapeCategory,
  reshapeFaq,
  reshapeJob,
  reshapePaymentMethod,
  reshapeNewsPost,
  reshapeNewsPostSummary,
  reshapeTag,
  reshapeTraining,
} from './reshape';
import { TAGS, type CmsTag } from './tags';
import { isWrittenIn, localeQuery, readInEdition, readItemLocale, refusedLocale } from './locales';
import { DEFAULT_EDITION, PUBLISHED_EDITIONS, type Edition } from '@/lib/editions';
import type {
  ItemLocale,
  Book,
  Category,
  CmsResult,
  Faq,
  ItemKind,
  Job,
  PaymentMethod,
  NewsPost,
  NewsPostSummary,
  Tag,
  Training,
} from './types';

/** Strapi's default maximum page size. */
export const PAGE_SIZE = 100;
/** Safety stop: at most this many pages per collection (10,000 items). */
export const MAX_PAGES = 50;

export type StrapiCollection = { data: unknown[]; meta: RawRecord | null };

/** The body of a collection read: an object whose `data` is an array; anything else → null. */
export function readCollection(json: unknown): StrapiCollection | null {
  if (!isRecord(json) || !Array.isArray(json.data)) return null;
  return { data: json.data, meta: isRecord(json.meta) ? json.meta : null };
}

function readPageCount(meta: RawRecord | null): number | null {
  const pagination = meta?.pagination;
  if (!isRecord(pagination)) return null;
  const pageCount = pagination.pageCount;
  return typeof pageCount === 'number' && Number.isInteger(pageCount) && pageCount >= 0 ? pageCount : null;
}

function failed(failure: CmsFailure): { ok: false; error: CmsFailure['error']; status: number | null } {
  return { ok: false, error: failure.error, status: failure.status };
}

type Localized = { localization: ItemLocale };

/** `reshape`, and the item's locale and document beside (lib/cms/locales.ts). */
function localized<T extends object>(reshape: (raw: unknown) => T | null): (raw: unknown) => (T & Localized) | null {
  return (raw) => {
    const item = reshape(raw);
    return item === null ? null : { ...item, localization: readItemLocale(raw) };
  };
}

/**
 * Every item of a collection, page by page up to meta.pagination.pageCount. An entry published between two page
 * reads can appear twice and is kept once; any failed page fails the whole list.
 */
async function fetchAll<T extends { id: number }>(
  path: string,
  tag: CmsTag,
  query: QueryParams,
  reshape: (raw: unknown) => T | null,
  { live = false }: Pick<CmsFetchOptions<unknown>, 'live'> = {},
): Promise<CmsResult<T[]>> {
  const items: T[] = [];
  const seen = new Set<number>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await cmsFetch({
      path,
      query: { ...query, 'pagination[page]': page, 'pagination[pageSize]': PAGE_SIZE },
      tags: [tag],
      read: readCollection,
      live,
    });
    if (!result.ok) return failed(result);
    for (const item of reshapeAll(result.data.data, reshape)) {
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
    }
    const pageCount = readPageCount(result.data.meta);
    if (pageCount === null || page >= pageCount) return { ok: true, data: items };
    if (page === MAX_PAGES) {
      logCmsFailure(`GET ${path}: stopped after ${MAX_PAGES} pages of ${pageCount}`);
    }
  }
  return { ok: true, data: items };
}

/**
 * `draft`: the item as last saved in the CMS, published or not (an editor's preview). `edition`: the page's; an item
 * not written in it is looked up in French (shown marked, lib/cms/locales.ts).
 */
export type ItemReadOptions = { draft?: boolean; edition?: Edition };

/** The first usable item matching `filters[slug][$eq]=slug`, or null when there is none. */
async function fetchBySlug<T extends object>(
  path: string,
  tag: CmsTag,
  slug: string,
  query: QueryParams,
  reshape: (raw: unknown) => T | null,
  { draft = false, edition = DEFAULT_EDITION }: ItemReadOptions = {},
): Promise<CmsResult<(T & Localized) | null>> {
  const wanted = slug.trim();
  if (!wanted) return { ok: true, data: null };
  const read = async (locale: Edition): Promise<CmsResult<(T & Localized) | null>> => {
    const result = await cmsFetch({
      path,
      query: { 'filters[slug][$eq]': wanted, ...query, ...localeQuery(locale), ...(draft ? { status: 'draft' } : {}) },
      tags: [tag],
      draft,
      read: readCollection,
    });
    if (!result.ok) return failed(result);
    const match = reshapeAll(result.data.data, localized(reshape)).find((item) => hasSlug(item, wanted) && isWrittenIn(item, locale));
    return { ok: true, data: match ?? null };
  };
  // The edition's own slug first; then the French item of that slug (shown untranslated), then another language's
  // (its page leads to the edition's own, lib/items/editions.ts).
  const order = [edition, ...[DEFAULT_EDITION, ...PUBLISHED_EDITIONS].filter((other, index, all) => other !== edition && all.indexOf(other) === index)];
  let found: CmsResult<(T & Localized) | null> = { ok: true, data: null };
  for (const locale of order) {
    const result = await read(locale);
    if (result.ok && result.data) return result;
    // A CMS without that locale refuses it: not found there. Any other failure: the page says the CMS is unavailable.
    if (!result.ok && (locale === edition || locale === DEFAULT_EDITION) && !refusedLocale(result)) return result;
    if (locale === edition || locale === DEFAULT_EDITION) found = result.ok ? result : found;
  }
  return found;
}

function hasSlug(item: unknown, slug: string): boolean {
  return isRecord(item) && item.slug === slug;
}

// Populate parameters. `populate=*` goes one level deep only (Strapi 4 and 5), which is enough
// everywhere except trainings, whose payment methods carry their own media (modespayment.Image).
const POPULATE_ALL: QueryParams = { populate: '*' };
const TRAINING_POPULATE: QueryParams = {
  'populate[image]': true,
  'populate[typesformation]': true,
  'populate[formateur]': true,
  'populate[modesformation]': true,
  'populate[modespayment][populate][Image]': true,
};

/** A whole collection in `edition` (lib/cms/locales.ts): its own items, and the French ones it lacks. */
function fetchAllIn<T extends { id: number }>(
  edition: Edition,
  path: string,
  tag: CmsTag,
  query: QueryParams,
  reshape: (raw: unknown) => T | null,
  options?: Pick<CmsFetchOptions<unknown>, 'live'>,
): Promise<CmsResult<(T & Localized)[]>> {
  return readInEdition(edition, (locale) => fetchAll(path, tag, withLocale(query, locale), localized(reshape), options));
}

/**
 * `query` reading `locale`; a read restricted to some fields gets the entry's `locale` too, which tells an item
 * written in the edition from a French one (the French read needs none: a CMS without locales may refuse the field).
 */
function withLocale(query: QueryParams, locale: Edition): QueryParams {
  const own = localeQuery(locale);
  if (!own.locale) return query;
  const fields = Object.keys(query).filter((key) => key.startsWith('fields['));
  return fields.length === 0 ? { ...query, ...own } : { ...query, ...own, [`fields[${fields.length}]`]: 'locale' };
}

/** All posts, newest first. */
export function getNewsPosts(edition: Edition = DEFAULT_EDITION): Promise<CmsResult<NewsPost[]>> {
  return fetchAllIn(edition, '/blogs', TAGS.blogs, { 'sort[0]': 'publishedAt:desc', 'sort[1]': 'id:desc', ...POPULATE_ALL }, (raw) => reshapeNewsPost(raw));
}

/** The `limit` most recent posts (footer, sidebar, home), 1 to PAGE_SIZE. */
export async function getRecentNewsPosts(limit: number, edition: Edition = DEFAULT_EDITION): Promise<CmsResult<NewsPostSummary[]>> {
  const count = Number.isInteger(limit) ? Math.min(Math.max(limit, 1), PAGE_SIZE) : 1;
  const result = await readInEdition(edition, async (locale) => {
    const answer = await cmsFetch({
      path: '/blogs',
      query: { sort: 'publishedAt:desc', 'pagination[start]': 0, 'pagination[limit]': count, ...POPULATE_ALL, ...localeQuery(locale) },
      tags: [TAGS.blogs],
      read: readCollection,
    });
    if (!answer.ok) return failed(answer);
    return { ok: true, data: reshapeAll(answer.data.data, localized((raw) => reshapeNewsPostSummary(raw))) };
  });
  return result.ok ? { ok: true, data: result.data.slice(0, count) } : result;
}

/**
 * How many published posts there are, or have the tag or the category of that slug: one small request. Counted in
 * French, the language every post is written in first (the news list's pages, whatever the edition).
 */
export async function countNewsPosts(filter: { tag?: string; category?: string } = {}): Promise<CmsResult<number>> {
  const result = await cmsFetch({
    path: '/blogs',
    query: {
      ...(filter.tag ? { 'filters[tags][slug][$eq]': filter.tag } : filter.category ? { 'filters[categories][slug][$eq]': filter.category } : {}),
      'fields[0]': 'slug',
      'pagination[page]': 1,
      'pagination[pageSize]': 1,
    },
    tags: [TAGS.blogs],
    read: readCollection,
  });
  if (!result.ok) return failed(result);
  const pagination = result.data.meta?.pagination;
  const total = isRecord(pagination) ? pagination.total : undefined;
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? { ok: true, data: total } : { ok: false, error: 'bad-response' };
}

/** One post by slug; `data: null` when no published post has that slug. */
export function getNewsPostBySlug(slug: string, options?: ItemReadOptions): Promise<CmsResult<NewsPost | null>> {
  return fetchBySlug('/blogs', TAGS.blogs, slug, POPULATE_ALL, (raw) => reshapeNewsPost(raw), options);
}

export function getTags(edition: Edition = DEFAULT_EDITION): Promise<CmsResult<Tag[]>> {
  return fetchAllIn(edition, '/tags', TAGS.tags, { sort: 'id:asc' }, reshapeTag);
}

/** Categories with their number of posts (only the posts' slugs are populated, to count them). */
export function getCategories(edition: Edition = DEFAULT_EDITION): Promise<CmsResult<Category[]>> {
  return fetchAllIn(edition, '/categories', TAGS.categories, { sort: 'id:asc', 'populate[blogs][fields][0]': 'slug' }, reshapeCategory);
}

export function getTrainings(edition: Edition = DEFAULT_EDITION): Promise<CmsResult<Training[]>> {
  return fetchAllIn(edition, '/formations', TAGS.formations, { sort: 'id:asc', ...TRAINING_POPULATE }, (raw) => reshapeTraining(raw));
}

export function getTrainingBySlug(slug: string, options?: ItemReadOptions): Promise<CmsResult<Training | null>> {
  return fetchBySlug('/formations', TAGS.formations, slug, TRAINING_POPULATE, (raw) => reshapeTraining(raw), options);
}

export function getPaymentMethods(edition: Edition = DEFAULT_EDITION): Promise<CmsResult<PaymentMethod[]>> {
  return fetchAllIn(edition, '/modespayments', TAGS.modespayments, { sort: 'id:asc', ...POPULATE_ALL }, (raw) => reshapePaymentMethod(raw));
}

/** All jobs, most recently published (date_publication) first. */
export function getJobs(edition: Edition = DEFAULT_EDITION): Promise<CmsResult<Job[]>> {
  return fetchAllIn(edition, '/jobs', TAGS.jobs, { 'sort[0]': 'date_publication:desc', 'sort[1]': 'id:desc', ...POPULATE_ALL }, reshapeJob);
}

export function getJobBySlug(slug: string, options?: ItemReadOptions): Promise<CmsResult<Job | null>> {
  return fetchBySlug('/jobs', TAGS.jobs, slug, POPULATE_ALL, reshapeJob, options);
}

/** The collection holding each kind of item that has a page of its own. */
const ITEM_COLLECTIONS = {
  post: TAGS.blogs,
  training: TAGS.formations,
  job: TAGS.jobs,
} as const satisfies Record<ItemKind, CmsTag>;

/**
 * Every published slug of a kind of item in `edition`: what the proxy answers "does this page exist?" from
 * (lib/items/slugIndex.ts). Every edition's page of an item answers to the item's slug in any language: its own, the
 * French one of an item not yet translated (shown in French), or another language's, which the page leads to its
 * own (the switcher's links keep the slug of the page they leave).
 */
export async function itemSlugs(kind: ItemKind, edition: Edition = DEFAULT_EDITION): Promise<CmsResult<string[]>> {
  const collection = ITEM_COLLECTIONS[kind];
  const editions = [edition, ...PUBLISHED_EDITIONS.filter((other) => other !== edition)];
  const lists = await Promise.all(editions.map((locale) => slugsOfLocale(collection, locale, { live: true })));
  const slugs = new Set<string>();
  for (const [index, list] of lists.entries()) {
    if (!list.ok) return list;
    const locale = editions[index] ?? DEFAULT_EDITION;
    for (const item of list.data) if (locale === DEFAULT_EDITION || isWrittenIn(item, locale)) slugs.add(item.slug);
  }
  return { ok: true, data: [...slugs] };
}

function slugsOf(result: CmsResult<ItemSlug[]>): CmsResult<string[]> {
  return result.ok ? { ok: true, data: result.data.map((item) => item.slug) } : result;
}

/** An item's slug in its edition, by the document its locale versions share (a page's other editions). */
export type ItemSlug = { slug: string; localization: ItemLocale };

/** The slugs of the items written in `edition` (not the French ones it lacks), read with the collection's cache tag. */
export async function itemSlugsWrittenIn(kind: ItemKind, edition: Edition): Promise<CmsResult<ItemSlug[]>> {
  // That locale's own read alone: merging in the French list (collectionSlugs) would read it once more for nothing.
  const result = await slugsOfLocale(ITEM_COLLECTIONS[kind], edition);
  return result.ok ? { ok: true, data: result.data.filter((item) => isWrittenIn(item, edition)) } : result;
}

/** Every tag's or category's slug (the news list filtered on one exists, even without posts yet). */
export async function newsFilterSlugs(kind: 'tag' | 'category', edition: Edition = DEFAULT_EDITION): Promise<CmsResult<string[]>> {
  return slugsOf(await collectionSlugs(kind === 'tag' ? TAGS.tags : TAGS.categories, edition, { live: true }));
}

const SLUG_QUERY: QueryParams = { 'fields[0]': 'slug', sort: 'id:asc' };

function readSlugEntry(raw: unknown): { id: number; slug: string } | null {
  const entry = toEntry(raw);
  const id = readId(entry);
  const slug = readSlug(entry);
  return id === null || slug === null ? null : { id, slug };
}

/** The slugs of a collection in `edition`, one field per entry, every page of it (`live`: as the CMS answers now). */
function collectionSlugs(collection: CmsTag, edition: Edition, options?: Pick<CmsFetchOptions<unknown>, 'live'>): Promise<CmsResult<(ItemSlug & { id: number })[]>> {
  return fetchAllIn(edition, `/${collection}`, collection, SLUG_QUERY, readSlugEntry, options);
}

/** The slugs of one locale's entries alone (no French merged in): one read of each page. */
function slugsOfLocale(collection: CmsTag, locale: Edition, options?: Pick<CmsFetchOptions<unknown>, 'live'>): Promise<CmsResult<(ItemSlug & { id: number })[]>> {
  return fetchAll(`/${collection}`, collection, withLocale(SLUG_QUERY, locale), localized(readSlugEntry), options);
}

export function getBooks(edition: Edition = DEFAULT_EDITION): Promise<CmsResult<Book[]>> {
  return fetchAllIn(edition, '/biblios', TAGS.biblios, { sort: 'id:asc', ...POPULATE_ALL }, (raw) => reshapeBook(raw));
}

export function getFaqs(edition: Edition = DEFAULT_EDITION): Promise<CmsResult<Faq[]>> {
  return fetchAllIn(edition, '/faqs', TAGS.faqs, { sort: 'id:asc' }, reshapeFaq);
}
