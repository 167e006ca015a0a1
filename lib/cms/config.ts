/**
 * Where the content API lives and how it is called, read from the environment on every call (cheap; tests change it).
 * Server-only because it reads the CMS token: importing it from a client component fails the build.
 */
import 'server-only';
import { DEFAULT_CMS_URL } from './defaults';

export const DEFAULT_CMS_TIMEOUT_MS = 5000;
/**
 * Only a safety net: publishes arrive within seconds through the webhook (app/api/revalidate). A short one makes CMS
 * load grow with traffic (npm run bench: 41 CMS requests per 1,000 page views at 60 s).
 */
export const DEFAULT_CMS_REVALIDATE_SECONDS = 600;

export type CmsConfig = {
  /** REST API base, without trailing slash, e.g. `http://127.0.0.1:1337/api`. */
  apiUrl: string;
  /** Origin of the CMS (scheme, host, port), against which relative media URLs (`/uploads/...`) resolve. */
  origin: string;
  /** API token sent as `Authorization: Bearer`, or null when none is configured. */
  token: string | null;
  /** Time allowed for one request, body included. */
  timeoutMs: number;
  /** Data-cache lifetime of every read, in seconds (0 disables caching). */
  revalidateSeconds: number;
};

type Env = Readonly<Record<string, string | undefined>>;

function readApiUrl(raw: string | undefined): URL {
  const value = raw?.trim();
  if (value) {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch {
      // fall through to the default
    }
  }
  return new URL(DEFAULT_CMS_URL);
}

function readInteger(raw: string | undefined, fallback: number, min: number): number {
  const value = raw?.trim();
  if (!value || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min ? n : fallback;
}

export function getCmsConfig(env: Env = process.env): CmsConfig {
  const url = readApiUrl(env.CMS_URL);
  const token = env.CMS_TOKEN?.trim();
  return {
    apiUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}`,
    origin: url.origin,
    token: token ? token : null,
    timeoutMs: readInteger(env.CMS_TIMEOUT_MS, DEFAULT_CMS_TIMEOUT_MS, 1),
    revalidateSeconds: readInteger(env.CMS_REVALIDATE_SECONDS, DEFAULT_CMS_REVALIDATE_SECONDS, 0),
  };
}
