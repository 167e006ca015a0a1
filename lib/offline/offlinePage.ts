// The page the service worker shows offline for a page never read (precached at its install): a small page of its
// own, outside the site's layout, so that the install stays light (the layout's inlined stylesheet alone is 12 KB).
// Its list of saved pages is a plain script: offline, React's files may never have been loaded on this device.
// Written in one edition (its words: texts.common.offline of lib/i18n); route.ts serves the French one.
import 'server-only';
import { EDITION_INFO, type Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { PAGE_CACHE } from '@/lib/offline/cachePolicy';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON in a <script>: no `</script>` can close it early. */
const scriptJson = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

const listSavedPages = (noPages: string) => `(async () => {
  const list = document.getElementById('pages-enregistrees');
  if (!('caches' in window)) return;
  const cache = await caches.open(${scriptJson(PAGE_CACHE)});
  const seen = new Set();
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin || url.searchParams.has('_rsc') || seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const html = await (await cache.match(request)).text();
    const title = new DOMParser().parseFromString(html, 'text/html').title.replace(/\\s*\\|\\s*ADIVE$/, '') || url.pathname;
    const link = Object.assign(document.createElement('a'), { href: url.pathname + url.search, textContent: title });
    list.appendChild(document.createElement('li')).appendChild(link);
  }
  if (!seen.size) list.replaceWith(Object.assign(document.createElement('p'), { textContent: ${scriptJson(noPages)} }));
})();`;

/** The offline page's HTML in `edition`. */
export function offlinePage(edition: Edition): string {
  const words = textsOf(edition).common.offline;
  const { lang, dir } = EDITION_INFO[edition];
  return `<!doctype html>
<html lang="${lang}"${dir === 'rtl' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(words.title)} | ADIVE</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0b1730;background:#fff;line-height:1.6}
header{padding:16px 20px;border-bottom:1px solid #e5e7eb;font-weight:800;font-size:1.25rem;letter-spacing:.02em}
header span{color:#ea580c}
main{max-width:40rem;margin:0 auto;padding:40px 20px}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 16px}
p{color:#3f4c66}
li{margin:8px 0}
a{color:#c2410c;font-weight:700}
</style>
</head>
<body>
<header><span>ADIVE</span> · ${escapeHtml(words.tagline)}</header>
<main>
<h1>${escapeHtml(words.heading)}</h1>
<p>${escapeHtml(words.text)}</p>
<ul id="pages-enregistrees" data-testid="saved-pages"></ul>
</main>
<script>${listSavedPages(words.noPages)}</script>
</body>
</html>`;
}
