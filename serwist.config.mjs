// @ts-check
// The service worker's build (Serwist's configurator mode, which works with Turbopack): `serwist build` runs it after
// `next build` (package.json's build, scripts/lib/servers.mjs); it writes <distDir>/sw.js, served by
// app/sw.js/route.ts. Only the offline page is precached.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serwist } from '@serwist/next/config';

// The offline page changes only with its source: its revision, so that installed workers fetch it again then.
const offlineRevision = createHash('sha256').update(readFileSync('app/hors-ligne/route.ts')).digest('hex').slice(0, 16);

export default serwist.withNextConfig((next) => ({
  swSrc: 'lib/offline/worker.ts',
  swDest: `${next.distDir}/sw.js`,
  precachePrerendered: false,
  globPatterns: [],
  additionalPrecacheEntries: [{ url: '/hors-ligne', revision: offlineRevision }],
}));
