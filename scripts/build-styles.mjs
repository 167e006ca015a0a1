// Builds styles/generated/site.css (Tailwind, minified), which production pages inline once: a linked stylesheet costs
// a round trip before first paint (/faq's heading at 1.7 s vs 0.9 s, Lighthouse slow 4G), and Next's own
// `experimental.inlineCss` puts the CSS in the HTML three times. Runs before every `next build` (npm run dev/build,
// scripts/lib/servers.mjs); `next dev` keeps Next's CSS pipeline for hot reload.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwind from '@tailwindcss/postcss';
import postcss from 'postcss';

const STYLES_SOURCE = 'styles/globals.css';
// Read by components/layout/SiteStyles.tsx and copied into the standalone folder (next.config.ts).
const STYLES_OUTPUT = 'styles/generated/site.css';
const FIRST_SCREEN_OUTPUT = 'styles/generated/first-screen.css';
/**
 * What the first screen draws before the whole stylesheet has arrived: the layout down to the end of the page's
 * opening (header, banners, the home's hero). Their rules alone are inlined in the <head>; the whole sheet follows the
 * opening (docs/performance.md, « Premier écran »). e2e/styles.spec.ts fails when an element of the first screen
 * draws differently without the whole sheet: add its file here.
 */
const FIRST_SCREEN_SOURCES = [
  'app/layout.tsx',
  'components/layout/Header.tsx',
  'components/layout/MainNav.tsx',
  'components/layout/SideMenu.tsx',
  'components/layout/LanguageSwitcher.tsx',
  'components/layout/Logo.tsx',
  'components/layout/CopyBanner.tsx',
  'components/layout/OfflineSupport.tsx',
  'components/layout/PageOpening.tsx',
  'components/ui/Breadcrumb.tsx',
  'components/ui/clientIcon.tsx',
  'components/home/Hero.tsx',
  'components/home/HeroIllustration.tsx',
  'components/ui/ActionLinks.tsx',
];

/** Writes `file` whole or not at all: several builds (tests, benchmark) may run this side by side. */
function writeAtomically(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, STYLES_SOURCE);
const compile = (css) => postcss([tailwind({ base: root, optimize: { minify: true } })]).process(css, { from });
const source = readFileSync(from, 'utf8');
// Tailwind finds the classes in the project's files from `base`, as in Next's build (postcss.config.mjs).
const whole = await compile(source);
// The same sheet with the classes of the first screen's files only (Tailwind's explicit sources).
const firstScreenSource = source.replace(
  "@import 'tailwindcss';",
  [`@import 'tailwindcss' source(none);`, ...FIRST_SCREEN_SOURCES.map((file) => `@source ${JSON.stringify(relative(dirname(from), join(root, file)))};`)].join('\n'),
);
if (firstScreenSource === source) throw new Error(`${STYLES_SOURCE} : « @import 'tailwindcss'; » introuvable`);
const firstScreen = await compile(firstScreenSource);

/**
 * The whole sheet follows the first screen's rules in the page: what they already declare at the same place in the
 * cascade need not come twice. Only the base layer (it comes before every utility in both sheets, so their order is
 * kept) and the custom properties' registrations; a utility stays in both, as the whole sheet's order of utilities
 * decides which one wins.
 */
function withoutRepeats(wholeCss, firstScreenCss) {
  const first = postcss.parse(firstScreenCss);
  const declared = new Set();
  first.each((node) => {
    if (node.type === 'atrule' && (node.name === 'property' || (node.name === 'layer' && node.params === 'base'))) declared.add(node.toString());
  });
  const rest = postcss.parse(wholeCss);
  rest.each((node) => {
    if (declared.has(node.toString())) node.remove();
  });
  return rest.toString();
}
const wholeAfterFirstScreen = withoutRepeats(whole.css, firstScreen.css);
writeAtomically(join(root, STYLES_OUTPUT), wholeAfterFirstScreen);
writeAtomically(join(root, FIRST_SCREEN_OUTPUT), firstScreen.css);
const size = (css) => `${Math.round(Buffer.byteLength(css) / 1024)} Ko`;
console.log(`[styles] ${STYLES_OUTPUT} (${size(wholeAfterFirstScreen)}) et ${FIRST_SCREEN_OUTPUT} (${size(firstScreen.css)}) prêts`);
