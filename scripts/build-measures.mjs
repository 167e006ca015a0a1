// Builds the page's field measures (lib/measures/collect.ts, with web-vitals) into lib/measures/generated/collect.js,
// served by app/mesures.js/route.ts and added to each page after it is idle (components/layout/FieldMeasures.tsx).
// A separate script rather than an import() in the page: Turbopack gives every import() a loader chunk that each page
// then loads before it is interactive (docs/performance.md, « Mesures de terrain »). Runs before every `next build`
// (npm run build, scripts/lib/servers.mjs): the layout reads the file's version while the build prerenders.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { writeAtomically } from './lib/writeAtomically.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Read by lib/measures/script.ts and copied into the standalone folder (next.config.ts).
const outfile = join(root, 'lib/measures/generated/collect.js');

const result = await build({
  stdin: {
    contents: "import { startFieldMeasures } from './collect';\nstartFieldMeasures();\n",
    resolveDir: join(root, 'lib/measures'),
    sourcefile: 'field-measures-entry.ts',
    loader: 'ts',
  },
  write: false,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  tsconfig: join(root, 'tsconfig.json'),
  logLevel: 'warning',
});
writeAtomically(outfile, result.outputFiles[0].contents);
console.log(`[mesures] ${outfile} (${(readFileSync(outfile).length / 1024).toFixed(1)} Ko) prêt`);
