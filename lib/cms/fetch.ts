/**
 * The one place that calls the content API (timeout, data-cache tags). Never throws: every failure comes back as a
 * value and is logged once.
 */
import { unstable_rethrow } from 'next/navigation';

import { getCmsConfig } from './config';
import { logCmsFailure } from './log';
import type { CmsErrorKind } from './types';

export type QueryValue = string | number | boolean;
/** Query parameters in order, with Strapi's bracket keys as they are: `{ 'filters[slug][$eq]': 'x' }`. */
export type QueryParams = Readonly<Record<string, QueryValue | undefined>>;

export type CmsFailure = {
  ok: false;
  error: CmsErrorKind;
  /** HTTP status when the CMS answered, else null. */
  status: number | null;
  /** Parsed JSON body of an error answer, when there was one. */
  body: unknown;
};

export type CmsFetchResult<T> = { ok: true; status: number; data: T } | CmsFailure;

export type CmsFetchOptions<T> = {
  /** Path under the API base, e.g. `/blogs`. */
  path: string;
  query?: QueryParams;
  method?: 'GET' | 'POST';
  /** Payload of a POST: sent as JSON, or as multipart when it is a FormData (a file with its fields). */
  body?: unknown;
  /** Headers of a write on top of the token's (what the site offers the CMS, writes.ts). */
  headers?: Readonly<Record<string, string>>;
  /** Cache tags of a GET (one per collection, see tags.ts). */
  tags?: readonly string[];
  /**
   * A read of unpublished content for an editor's preview: never cached, never kept as a last good answer, never
   * replaced by one (what a visitor is served can never come from it).
   */
  draft?: boolean;
  /**
   * The parsed 2xx body → the expected value, or null for a wrong shape (the call then fails with `bad-response`).
   * A POST whose 2xx body is not JSON gets `undefined`.
   */
  read: (json: unknown) => T | null;
  /**
   * The CMS's answer of now or a failure, never the last good copy (the proxy's lists of slugs: an old list would call
   * an item published since unknown, a 404, where a failure lets the page say the CMS is unavailable).
   */
  live?: boolean;
  /** Failures for which this returns true are expected by the caller and not logged. */
  isExpected?: (failure: CmsFailure) => boolean;
  /** This call's time-out, when it carries more than a small request (a CV): CMS_TIMEOUT_MS otherwise. */
  timeoutMs?: number;
};

/** Next.js extends RequestInit with `next`; spelled out so this compiles with or without next-env.d.ts. */
type NextRequestInit = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

export function buildQueryString(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) params.append(key, String(value));
    }
  }
  return params.toString();
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeNetworkError(error: unknown): string {
  // Duck-typed: errors thrown by the runtime's fetch may come from another realm (instanceof fails).
  if (typeof error === 'object' && error !== null) {
    const cause: unknown = 'cause' in error ? error.cause : undefined;
    if (typeof cause === 'object' && cause !== null) {
      if ('code' in cause && typeof cause.code === 'string' && cause.code) return cause.code;
      if ('message' in cause && typeof cause.message === 'string' && cause.message) return cause.message.slice(0, 200);
    }
    if ('message' in error && typeof error.message === 'string') return error.message.slice(0, 200);
  }
  return String(error).slice(0, 200);
}

function readableQuery(qs: string): string {
  try {
    return decodeURIComponent(qs.replace(/\+/g, ' '));
  } catch {
    return qs;
  }
}

/** Long enough for any entry of the data cache to count as fresh: used to read the last good copy. */
const LAST_GOOD_COPY_SECONDS = 365 * 24 * 3600;
const LAST_GOOD_COPY_TIMEOUT_MS = 1500;

/**
 * The last good answer of each recent GET, in memory: Next's data cache keeps any 200 whatever its body, so a CMS (or a
 * proxy) answering 200 with garbage replaces the good copy there, and only this one is left.
 */
const lastGoodAnswers = new Map<string, { ok: true; status: number; data: unknown }>();
const MAX_LAST_GOOD_ANSWERS = 300;

function rememberGoodAnswer(key: string, answer: { ok: true; status: number; data: unknown }) {
  lastGoodAnswers.delete(key);
  lastGoodAnswers.set(key, answer);
  if (lastGoodAnswers.size > MAX_LAST_GOOD_ANSWERS) lastGoodAnswers.delete(lastGoodAnswers.keys().next().value ?? '');
}

export function resetLastGoodAnswersForTests() {
  lastGoodAnswers.clear();
}

export async function cmsFetch<T>(options: CmsFetchOptions<T>): Promise<CmsFetchResult<T>> {
  const result = await requestCms(options, 'live');
  if ((options.method ?? 'GET') !== 'GET' || options.draft || options.live) return result;
  const key = `${getCmsConfig().apiUrl} ${describeRequest(options)}`;
  if (result.ok) {
    rememberGoodAnswer(key, result);
    return result;
  }
  // Else a page regenerated now would show "unavailable" instead of the last good one. Memory first (empty after a
  // restart), then Next's data cache: same key, and a revalidation time longer than its age skips the network.
  const lastGood = (lastGoodAnswers.get(key) as CmsFetchResult<T> | undefined) ?? (await requestCms(options, 'last-good'));
  if (!lastGood.ok) return result;
  logCmsFailure(`${describeRequest(options)}: CMS unavailable, serving the last good copy`);
  rememberGoodAnswer(key, lastGood);
  return lastGood;
}

function describeRequest<T>(options: CmsFetchOptions<T>): string {
  const qs = buildQueryString(options.query);
  return `${options.method ?? 'GET'} ${options.path}${qs ? `?${readableQuery(qs)}` : ''}`;
}

async function requestCms<T>(options: CmsFetchOptions<T>, mode: 'live' | 'last-good'): Promise<CmsFetchResult<T>> {
  const config = getCmsConfig();
  const method = options.method ?? 'GET';
  const path = options.path.startsWith('/') ? options.path : `/${options.path}`;
  const qs = buildQueryString(options.query);
  const url = `${config.apiUrl}${path}${qs ? `?${qs}` : ''}`;
  const label = describeRequest(options);

  const headers: Record<string, string> = {
    Accept: 'application/json',
    // Strapi 5 answers in the v4 shape ({id, attributes}) when asked; Strapi 4 ignores it.
    'Strapi-Response-Format': 'v4',
    ...options.headers,
  };
  if (config.token) headers.Authorization = `Bearer ${config.token}`;

  const lastGood = mode === 'last-good';
  const timeoutMs = lastGood ? Math.min(config.timeoutMs, LAST_GOOD_COPY_TIMEOUT_MS) : (options.timeoutMs ?? config.timeoutMs);
  const signal = AbortSignal.timeout(timeoutMs);
  const init: NextRequestInit = { method, headers, signal };
  if (method === 'GET' && options.draft) {
    init.cache = 'no-store';
  } else if (method === 'GET') {
    init.next = {
      revalidate: lastGood ? LAST_GOOD_COPY_SECONDS : config.revalidateSeconds,
      tags: [...(options.tags ?? [])],
    };
  } else if (options.body instanceof FormData) {
    // fetch writes the multipart Content-Type, with its boundary.
    init.body = options.body;
    init.cache = 'no-store';
  } else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body ?? {});
    init.cache = 'no-store';
  }

  const fail = (error: CmsErrorKind, reason: string, status: number | null = null, body?: unknown): CmsFailure => {
    const failure: CmsFailure = { ok: false, error, status, body };
    if (!lastGood && !options.isExpected?.(failure)) logCmsFailure(`${label} failed: ${reason}`);
    return failure;
  };

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, init);
    text = await response.text();
  } catch (error) {
    // Let Next.js's own control-flow errors (dynamic usage during prerendering...) through.
    unstable_rethrow(error);
    if (signal.aborted) return fail('timeout', `timeout after ${timeoutMs} ms`);
    return fail('unreachable', `unreachable (${describeNetworkError(error)})`);
  }

  const json = parseJson(text);
  if (!response.ok) return fail('http', `HTTP ${response.status}`, response.status, json);
  if (json === undefined && method === 'GET') {
    return fail('bad-response', 'body is not JSON', response.status);
  }
  const data = options.read(json);
  if (data === null) return fail('bad-response', 'unexpected JSON shape', response.status, json);
  return { ok: true, status: response.status, data };
}
