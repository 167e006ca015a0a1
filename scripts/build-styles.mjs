// Builds styles/generated/site.css (Tailwind, minified), which production pages inline once: a linked stylesheet costs
// a round trip before first paint (/faq's heading at 1.7 s vs 0.9 s, Lighthouse slow 4G), and Next's own
// `experimental.inlineCss` puts the CSS in the HTML three times. Runs before every `next build` (npm run dev/build,
// scripts/lib/servers.mjs); `next dev` keeps Next's CSS pipeline for hot reload.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwind from '@tailwindcss/postcss';
import postcss from 'postcss';
import { writeAtomically } from './lib/writeAtomically.mjs';

const STYLES_SOURCE = 'styles/globals.css';
// Read by components/layout/SiteStyles.tsx and copied into the standalone folder (next.config.ts).
const STYLES_OUTPUT = 'styles/generated/site.css';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, STYLES_SOURCE);
// Tailwind finds the classes in the project's files from `base`, as in Next's build (postcss.config.mjs).
const result = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(readFileSync(from, 'utf8'), { from });
writeAtomically(join(root, STYLES_OUTPUT), result.css);
console.log(`[styles] ${STYLES_OUTPUT} (${Math.round(Buffer.byteLength(result.css) / 1024)} Ko) prêt`);
