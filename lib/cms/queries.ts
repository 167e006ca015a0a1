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
import type {
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

function failed(failure: CmsFailure): { ok: false; error: CmsFailure['error'] } {
  return { ok: false, error: failure.error };
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

/** `draft`: the item as last saved in the CMS, published or not (an editor's preview). */
export type ItemReadOptions = { draft?: boolean };

/** The first usable item matching `filters[slug][$eq]=slug`, or null when there is none. */
async function fetchBySlug<T>(
  path: string,
  tag: CmsTag,
  slug: string,
  query: QueryParams,
  reshape: (raw: unknown) => T | null,
  { draft = false }: ItemReadOptions = {},
): Promise<CmsResult<T | null>> {
  const wanted = slug.trim();
  if (!wanted) return { ok: true, data: null };
  const result = await cmsFetch({
    path,
    query: { 'filters[slug][$eq]': wanted, ...query, ...(draft ? { status: 'draft' } : {}) },
    tags: [tag],
    draft,
    read: readCollection,
  });
  if (!result.ok) return failed(result);
  const match = reshapeAll(result.data.data, reshape).find((item) => hasSlug(item, wanted));
  return { ok: true, data: match ?? null };
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

/** All posts, newest first. */
export function getNewsPosts(): Promise<CmsResult<NewsPost[]>> {
  return fetchAll(
    '/blogs',
    TAGS.blogs,
    { 'sort[0]': 'publishedAt:desc', 'sort[1]': 'id:desc', ...POPULATE_ALL },
    (raw) => reshapeNewsPost(raw),
  );
}

/** The `limit` most recent posts (footer, sidebar, home), 1 to PAGE_SIZE. */
export async function getRecentNewsPosts(limit: number): Promise<CmsResult<NewsPostSummary[]>> {
  const count = Number.isInteger(limit) ? Math.min(Math.max(limit, 1), PAGE_SIZE) : 1;
  const result = await cmsFetch({
    path: '/blogs',
    query: {
      sort: 'publishedAt:desc',
      'pagination[start]': 0,
      'pagination[limit]': count,
      ...POPULATE_ALL,
    },
    tags: [TAGS.blogs],
    read: readCollection,
  });
  if (!result.ok) return failed(result);
  return { ok: true, data: reshapeAll(result.data.data, (raw) => reshapeNewsPostSummary(raw)).slice(0, count) };
}

/** How many published posts there are, or have the tag or the category of that slug: one small request. */
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

export function getTags(): Promise<CmsResult<Tag[]>> {
  return fetchAll('/tags', TAGS.tags, { sort: 'id:asc' }, reshapeTag);
}

/** Categories with their number of posts (only the posts' slugs are populated, to count them). */
export function getCategories(): Promise<CmsResult<Category[]>> {
  return fetchAll(
    '/categories',
    TAGS.categories,
    { sort: 'id:asc', 'populate[blogs][fields][0]': 'slug' },
    reshapeCategory,
  );
}

export function getTrainings(): Promise<CmsResult<Training[]>> {
  return fetchAll('/formations', TAGS.formations, { sort: 'id:asc', ...TRAINING_POPULATE }, (raw) =>
    reshapeTraining(raw),
  );
}

export function getTrainingBySlug(slug: string, options?: ItemReadOptions): Promise<CmsResult<Training | null>> {
  return fetchBySlug('/formations', TAGS.formations, slug, TRAINING_POPULATE, (raw) => reshapeTraining(raw), options);
}

export function getPaymentMethods(): Promise<CmsResult<PaymentMethod[]>> {
  return fetchAll('/modespayments', TAGS.modespayments, { sort: 'id:asc', ...POPULATE_ALL }, (raw) =>
    reshapePaymentMethod(raw),
  );
}

/** All jobs, most recently published (date_publication) first. */
export function getJobs(): Promise<CmsResult<Job[]>> {
  return fetchAll(
    '/jobs',
    TAGS.jobs,
    { 'sort[0]': 'date_publication:desc', 'sort[1]': 'id:desc', ...POPULATE_ALL },
    reshapeJob,
  );
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

/** Whether a published item of this kind has this slug: one small request (no relations, one field). */
/** Every published slug of a kind of item: what the proxy answers "does this page exist?" from (lib/items/slugIndex.ts). */
export function itemSlugs(kind: ItemKind): Promise<CmsResult<string[]>> {
  return collectionSlugs(ITEM_COLLECTIONS[kind]);
}

/** Every tag's or category's slug (the news list filtered on one exists, even without posts yet). */
export function newsFilterSlugs(kind: 'tag' | 'category'): Promise<CmsResult<string[]>> {
  return collectionSlugs(kind === 'tag' ? TAGS.tags : TAGS.categories);
}

/** The slugs of a collection, one field per entry, every page of it, as the CMS answers now (`live`). */
async function collectionSlugs(collection: CmsTag): Promise<CmsResult<string[]>> {
  const result = await fetchAll(
    `/${collection}`,
    collection,
    { 'fields[0]': 'slug', sort: 'id:asc' },
    (raw) => {
      const entry = toEntry(raw);
      const id = readId(entry);
      const slug = readSlug(entry);
      return id === null || slug === null ? null : { id, slug };
    },
    { live: true },
  );
  return result.ok ? { ok: true, data: result.data.map((item) => item.slug) } : result;
}

export function getBooks(): Promise<CmsResult<Book[]>> {
  return fetchAll('/biblios', TAGS.biblios, { sort: 'id:asc', ...POPULATE_ALL }, (raw) => reshapeBook(raw));
}

export function getFaqs(): Promise<CmsResult<Faq[]>> {
  return fetchAll('/faqs', TAGS.faqs, { sort: 'id:asc' }, reshapeFaq);
}
