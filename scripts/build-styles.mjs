// The site's stylesheet, built apart from Next.js so that production pages carry it inlined, once, in their HTML
// (components/layout/SiteStyles.tsx). A linked stylesheet blocks the first paint for one more round trip: on slow
// 4G applied by Lighthouse, /faq's heading was painted at 1.7 s with it and at 0.9 s with it inlined.
// Next's own `experimental.inlineCss` puts the CSS three times in the HTML (a <style> and twice in the React
// payload); this one is sent once and the React payload only names the component.
//
//   node scripts/build-styles.mjs   writes styles/generated/site.css (Tailwind, minified); run by npm run dev,
//                                   npm run build and every build of the tests and the benchmark
//                                   (scripts/lib/servers.mjs), before `next build`.
// `next dev` keeps Next's own CSS pipeline (app/layout.tsx), for hot reload.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwind from '@tailwindcss/postcss';
import postcss from 'postcss';

const STYLES_SOURCE = 'styles/globals.css';
// Read by components/layout/SiteStyles.tsx and copied into the standalone folder (next.config.ts).
const STYLES_OUTPUT = 'styles/generated/site.css';

/** Writes `file` whole or not at all: several builds (tests, benchmark) may run this side by side. */
function writeAtomically(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, STYLES_SOURCE);
// Tailwind finds the classes in the project's files from `base`, as in Next's build (postcss.config.mjs).
const result = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(readFileSync(from, 'utf8'), { from });
writeAtomically(join(root, STYLES_OUTPUT), result.css);
console.log(`[styles] ${STYLES_OUTPUT} (${Math.round(Buffer.byteLength(result.css) / 1024)} Ko) prêt`);
