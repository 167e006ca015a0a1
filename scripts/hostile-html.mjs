// The W3C check of the sanitiser's output without a browser or a build: each payload of the XSS corpus (e2e/xss.ts),
// the whole corpus, and the invalid markup below, through the components the pages use (Markdown for post and job
// texts, SafeHtml for FAQ answers and a training's target), each in a small HTML document, through the Nu HTML
// Checker (e2e/vnu.ts). Prints the errors and their count. e2e/hostile-content.spec.ts checks the real pages with
// the corpus; this is its quick loop, and it tries more than the corpus.
//
//   node scripts/hostile-html.mjs                      the checker's errors on the corpus
//   node scripts/hostile-html.mjs --seeded FILE        also writes the sanitised HTML of the seeded content
//                                                      (cms/src/seed/data.js) to FILE, to compare two versions
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const seededIndex = process.argv.indexOf('--seeded');
const seededFile = seededIndex === -1 ? null : process.argv[seededIndex + 1];

// The TypeScript and JSX of the components, bundled with the project's paths; packages stay in node_modules.
const entry = `
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { Markdown } from '@/components/ui/Markdown';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { htmlToSafeHtml, markdownToSafeHtml } from '@/lib/markdown/toHtml';
export { htmlErrors } from '@/e2e/vnu';
export { XSS_DOCUMENT, XSS_PAYLOADS } from '@/e2e/xss';
export const renderMarkdown = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }));
export const renderHtml = (html: string) => renderToStaticMarkup(createElement(SafeHtml, { html }));
export { htmlToSafeHtml, markdownToSafeHtml };
`;
const outDirectory = join(root, 'node_modules/.cache/hostile-html');
const outfile = join(outDirectory, 'entry.mjs');
await mkdir(outDirectory, { recursive: true });
await build({
  stdin: { contents: entry, loader: 'tsx', resolveDir: root },
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  jsx: 'automatic',
  packages: 'external',
  tsconfig: join(root, 'tsconfig.json'),
  logLevel: 'warning',
});
const lib = await import(pathToFileURL(outfile).href);
await rm(outDirectory, { recursive: true, force: true });

// Not attacks: markup that HTML forbids (a careless paste, an editor's bug, older markup, or SVG and MathML whose
// elements the sanitiser reads as HTML ones): elements out of place, attributes out of place or of the wrong form.
const INVALID_MARKUP = [
  '<details>avant<summary>Q</summary>R</details>',
  '<details><summary>A</summary><summary>B</summary>C</details>',
  '<summary>seul</summary>',
  '<picture><source srcset="https://a.example/x.webp"><img src="https://a.example/x.png"></picture>',
  '<picture><source srcset="javascript:alert(1)"><img src="https://a.example/x.png"></picture>',
  '<picture><img src="https://a.example/x.png"><source srcset="https://a.example/x.webp">texte</picture>',
  '<picture><source srcset="/a.webp"><source srcset="/b.webp"><img src="/a.png"></picture>',
  '<picture><source srcset="/a.webp"><img src="javascript:alert(1)"></picture>',
  '<li>orphelin</li>',
  '<dd>d</dd><dt>t</dt>',
  '<dl><p>x</p><dt>t</dt></dl>',
  '<dl><dt>t</dt></dl>',
  '<dl><dt><h2>titre</h2></dt><dd>d</dd></dl>',
  '<ul><p>p dans ul</p><li>x</li>texte</ul>',
  '<ruby>漢<rt>kan</rt></ruby><rt>seul</rt><rp>(</rp>',
  '<ruby>sans rt</ruby>',
  '<span><div>bloc</div></span>',
  '<b><p>para</p></b>',
  '<code><pre>x</pre></code>',
  '<h2><h3>x</h3></h2>',
  '<p><ins><div>x</div></ins></p>',
  '<p><math><mtext><div>bloc</div></mtext></math></p>',
  '<p><svg><foreignObject><ul><li>x</li></ul></foreignObject></svg></p>',
  '<a href="/x"><svg><a>inner</a></svg></a>',
  '<a href="/x"><input></a>',
  '<a href="/x"><details><summary>s</summary>d</details></a>',
  '<table><caption>c</caption><tr><td>x</td></tr></table>',
  '<table><tr><td>x<svg><td>y</td></svg></td></tr></table>',
  '<table><tbody><tr></tr><tr><th><h2>t</h2></th></tr></tbody></table>',
  '<svg><tr><td>hors table</td></tr></svg>',
  '<h2 id="a">x</h2><h2 id="a">y</h2>',
  '<img src="/a.png" usemap="#m" ismap>',
  '<strike>barré</strike> <tt>machine</tt>',
  '<p align="center" width="3" value="2" color="red" label="x" multiple>x</p>',
  '<p dir="sideways" lang="??" tabindex="a" accesskey="ab" id="deux mots">x</p>',
  '<ol start="x"><li value="y">z</li></ol><ul><li value="2">u</li></ul>',
  '<img src="/x.png" width="abc" height="10px" longdesc="https://a b">',
  '<table><tr><td colspan="0" rowspan="-1" headers="h">x</td><th scope="bad">y</th></tr></table>',
  '<del datetime="hier">d</del><blockquote cite="x y">b</blockquote>',
  '<div itemscope itemtype="x"><span itemprop="name">m</span></div>',
  '<a name="ancre">x</a><a href="/" aria-describedby="">y</a>',
  '<input type="text" readonly maxlength="3" name="">',
];

const page = (body) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>t</title></head><body><main><article><section><h2>t</h2>${body}</section></article></main></body></html>`;
const renderers = { markdown: lib.renderMarkdown, html: lib.renderHtml };

const documents = [];
for (const [kind, render] of Object.entries(renderers)) {
  lib.XSS_PAYLOADS.forEach((payload, index) => documents.push({ group: 'XSS corpus', name: `${kind} #${index} ${payload}`, html: page(render(payload)) }));
  documents.push({ group: 'XSS corpus', name: `${kind}: the whole corpus`, html: page(render(lib.XSS_DOCUMENT)) });
}
// Raw HTML reaches SafeHtml only: markdown drops it.
for (const markup of INVALID_MARKUP) documents.push({ group: 'invalid markup', name: `html ${markup}`, html: page(lib.renderHtml(markup)) });
const errors = await lib.htmlErrors(documents);
for (const { document, message, extract } of errors) console.log(`${document}\n    ${message}\n    [${extract}]`);
for (const group of new Set(documents.map((document) => document.group))) {
  const names = new Set(documents.filter((document) => document.group === group).map((document) => document.name));
  console.log(`${group}: ${errors.filter((error) => names.has(error.document)).length} error(s) in ${names.size} documents`);
}

if (seededFile) {
  const require = (await import('node:module')).createRequire(import.meta.url);
  process.env.CMS_SEED_TODAY ??= '2026-01-01';
  const seed = require(join(root, 'cms/src/seed/data.js'));
  // Every seeded text that goes through the sanitiser, as the page shows it and as structured data carries it.
  const fields = [
    ...seed.blogs.map((post) => [`blog ${post.slug}`, 'markdown', post.contenu]),
    ...seed.jobs.map((job) => [`job ${job.slug}`, 'markdown', job.description]),
    ...seed.formations.map((training) => [`formation ${training.Theme}`, 'html', training.cible]),
    ...seed.faqs.map((faq) => [`faq ${faq.question}`, 'html', faq.reponse]),
  ];
  const lines = fields.flatMap(([name, kind, text]) => [
    `== ${name} (${kind})`,
    kind === 'markdown' ? lib.renderMarkdown(text ?? '') : lib.renderHtml(text ?? ''),
    kind === 'markdown' ? lib.markdownToSafeHtml(text ?? '') : lib.htmlToSafeHtml(text ?? ''),
  ]);
  await writeFile(seededFile, `${lines.join('\n')}\n`);
  console.log(`${fields.length} seeded texts written to ${seededFile}`);
}
