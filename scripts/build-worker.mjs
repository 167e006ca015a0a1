// Builds the service worker (lib/offline/worker.ts) into <distDir>/sw.js, served by app/sw.js/route.ts: one esbuild
// bundle, minified, with the offline page's revision. Runs after `next build` (npm run build, scripts/lib/servers.mjs).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, process.env.NEXT_DIST_DIR || '.next', 'sw.js');
// The offline pages change only with their sources (the page's builder, its routes, its words in each edition): their
// revision, so that installed workers fetch them again then.
const OFFLINE_SOURCES = ['app/hors-ligne/route.ts', 'app/[edition]/hors-ligne/route.ts', 'lib/offline/offlinePage.ts', 'lib/i18n/fr/common.ts', 'lib/i18n/en/common.ts', 'lib/i18n/ar/common.ts', 'lib/editions.ts'];
const offlineHash = createHash('sha256');
for (const source of OFFLINE_SOURCES) offlineHash.update(readFileSync(join(root, source)));
const offlineRevision = offlineHash.digest('hex').slice(0, 16);

await build({
  entryPoints: [join(root, 'lib/offline/worker.ts')],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  tsconfig: join(root, 'tsconfig.json'),
  define: { OFFLINE_REVISION: JSON.stringify(offlineRevision) },
  logLevel: 'warning',
});
console.log(`[worker] ${outfile} (${(readFileSync(outfile).length / 1024).toFixed(1)} Ko) prêt`);
