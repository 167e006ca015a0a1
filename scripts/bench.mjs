// Performance figures of a production build (benchmarks print numbers; tests never time things).
//   node scripts/bench.mjs [--dist .next-e2e] [--url http://127.0.0.1:3100] [--runs 15]
// 1. First-load JavaScript of each route, uncompressed and gzip-compressed (from Next's route-bundle-stats.json).
// 2. With --url: HTML size (raw and gzip) and the median / p90 time to first byte and to full HTML of each route,
//    measured from this machine against the running server (loopback, so network time is excluded).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const dist = option('dist', existsSync('.next-e2e/diagnostics/route-bundle-stats.json') ? '.next-e2e' : '.next');
const url = option('url', '');
const runs = Number(option('runs', '15'));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const statsFile = `${dist}/diagnostics/route-bundle-stats.json`;
const routes = [];
if (existsSync(statsFile)) {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const gzipCache = new Map();
  const gzipped = (path) => {
    if (!gzipCache.has(path)) gzipCache.set(path, existsSync(path) ? gzipSync(readFileSync(path)).length : 0);
    return gzipCache.get(path);
  };
  console.log(`First-load JavaScript per route (${statsFile})`);
  console.log('route'.padEnd(42), 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const entry of stats) {
    const gz = entry.firstLoadChunkPaths.reduce((sum, path) => sum + gzipped(path), 0);
    console.log(entry.route.padEnd(42), kb(entry.firstLoadUncompressedJsBytes).padStart(10), kb(gz).padStart(10));
    if (!entry.route.includes('[') && !entry.route.startsWith('/_') && !entry.route.startsWith('/api')) routes.push(entry.route);
  }
} else {
  console.log(`${statsFile} not found: build first (npm run build, or the end-to-end run).`);
}

if (url) {
  const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];
  console.log(`\nServer response per route (${url}, ${runs} runs each, after one warm-up)`);
  console.log('route'.padEnd(42), 'html'.padStart(10), 'html gz'.padStart(10), 'ttfb p50'.padStart(10), 'ttfb p90'.padStart(10), 'full p50'.padStart(10));
  for (const route of routes) {
    await fetch(url + route).then((r) => r.text());
    const ttfb = [];
    const full = [];
    let html = '';
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      const response = await fetch(url + route);
      const reader = response.body.getReader();
      const first = await reader.read();
      ttfb.push(performance.now() - start);
      const chunks = [first.value ?? new Uint8Array()];
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
      full.push(performance.now() - start);
      html = Buffer.concat(chunks.map((c) => Buffer.from(c))).toString('utf8');
    }
    const ms = (v) => `${v.toFixed(1)} ms`;
    console.log(
      route.padEnd(42),
      kb(Buffer.byteLength(html)).padStart(10),
      kb(gzipSync(html).length).padStart(10),
      ms(percentile(ttfb, 0.5)).padStart(10),
      ms(percentile(ttfb, 0.9)).padStart(10),
      ms(percentile(full, 0.5)).padStart(10),
    );
  }
}
