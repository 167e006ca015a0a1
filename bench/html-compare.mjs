// Compares the server HTML of every sitemap route (and a few more) between two running sites, e.g. main and a change:
//   node bench/html-compare.mjs http://127.0.0.1:3110 http://127.0.0.1:3100
// What may differ without a change of behaviour is set aside: scripts and styles (compare scripts with
// bench/scripts-per-page.sh), the sites' origins and ports, the CMS's upload file names and the share images' hashes
// (each site has its own CMS). The routes that still differ are written to /tmp/html-compare/*.a.html and *.b.html.
import { writeFileSync, mkdirSync } from 'node:fs';
const [a, b] = process.argv.slice(2);
const extra = ['/page-inexistante', '/demander-un-devis?service=Autres&message=Bonjour', '/nos-offres-emplois?q=commercial', '/accueil', '/login', '/hors-ligne'];
const sitemap = await (await fetch(`${a}/sitemap.xml`)).text();
const paths = [...new Set([...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search), ...extra])];
const normalise = (html) =>
  html
    .replace(/\/_next\/static\/[^"' )]+/g, '/_next/static/X')
    .replace(/\b[0-9a-f]{40,42}\b/g, 'HEX')
    .replace(/"b":"[^"]+"/g, '"b":"B"')
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, 'DATE')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" as="script"[^>]*>/g, '')
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'ORIGIN')
    .replace(/127\.0\.0\.1%3A\d+/g, 'ORIGIN')
    .replace(/_[0-9a-f]{10}\.(png|jpe?g|webp|svg|gif)/g, '_H.$1')
    .replace(/(-image|apple-icon|icon)\?[0-9a-f]{16}/g, '$1?H')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '<style/>')
    .replace(/></g, '>\n<');
mkdirSync('/tmp/html-compare', { recursive: true });
let same = 0;
const differing = [];
for (const path of paths) {
  const [x, y] = await Promise.all([a, b].map(async (origin) => normalise(await (await fetch(origin + path)).text())));
  if (x === y) { same += 1; continue; }
  const name = path.replace(/[^a-z0-9]+/gi, '_');
  writeFileSync(`/tmp/html-compare/${name}.a.html`, x);
  writeFileSync(`/tmp/html-compare/${name}.b.html`, y);
  differing.push(path);
}
console.log(`${paths.length} routes: ${same} identical, ${differing.length} differing`);
for (const path of differing) console.log('  ' + path);
