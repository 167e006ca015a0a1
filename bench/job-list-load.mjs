// The job list and one search under load, on several sites side by side (main and a change, each served by its own
// scripts/e2e-servers.mjs): how issue 49 compared the list's proxy rewrite with Next 16's Cache Components
// (docs/architecture.md, « Recherche d'offres »).
//   node bench/job-list-load.mjs main=http://127.0.0.1:3110 change=http://127.0.0.1:3130 [more=origin…] [runs] [search path]
// Per run, the sites interleaved (their order rotating): each address warmed (20 requests), then autocannon (100
// connections, 10 s, as bench/load.mjs). Prints every run and the medians as JSON lines.
import { autocannon } from './load.mjs';

const args = process.argv.slice(2);
const named = args.filter((arg) => /^[a-z0-9-]+=http/i.test(arg));
const sites = Object.fromEntries(
  (named.length ? named : ['main=http://127.0.0.1:3110', 'change=http://127.0.0.1:3130']).map((arg) => [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]),
);
const [runsArg = '3', search = '/nos-offres-emplois?pays=Mali'] = args.filter((arg) => !named.includes(arg));
const runs = Number(runsArg);
const paths = { list: '/nos-offres-emplois', search };

async function warm(origin, path) {
  for (let i = 0; i < 20; i += 1) {
    const response = await fetch(origin + path, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${origin}${path}: ${response.status}`);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const results = [];
for (let run = 1; run <= runs; run += 1) {
  const names = Object.keys(sites);
  const order = names.map((_, i) => names[(i + run - 1) % names.length]);
  for (const page of Object.keys(paths)) {
    for (const site of order) {
      await warm(sites[site], paths[page]);
      const result = await autocannon(sites[site], [paths[page]], { connections: 100, seconds: 10 });
      const row = { run, site, page, rps: result.requestsPerSecond, p50: result.p50, p99: result.p99, errors: result.errors, non2xx: result.non2xx, total: result.total };
      results.push(row);
      console.log(JSON.stringify(row));
    }
  }
}
for (const site of Object.keys(sites)) {
  for (const page of Object.keys(paths)) {
    const rows = results.filter((row) => row.site === site && row.page === page);
    console.log(
      JSON.stringify({
        median: true,
        site,
        page,
        rps: median(rows.map((row) => row.rps)),
        p50: median(rows.map((row) => row.p50)),
        p99: median(rows.map((row) => row.p99)),
        errors: rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0),
        runs: rows.map((row) => row.rps),
      }),
    );
  }
}
