// The field measures' costs that no Lighthouse figure shows (issue 60): the beacon a page view sends (its bytes, body
// and request), and the pages' rate while one client floods the beacon route with 1,000 beacons a second.
//   node bench/field-measures.mjs --site http://127.0.0.1:3100 [--runs 3] [--seconds 10] [--nginx]
// --nginx: the flood through docs/deploy.md's nginx block (its limit on /api/mesures) in front of the site, as in
// production, against the site alone.
// `npm run bench` prints the beacon's bytes (beaconBytes).
import http from 'node:http';
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { startNginx } from '../scripts/lib/production.mjs';
import { createRunner, freePort } from '../scripts/lib/servers.mjs';
import { autocannon } from './load.mjs';
import { phonePage } from './phone.mjs';
import { median } from './stats.mjs';

const BEACON_PATH = '/api/mesures';

/**
 * A proxy in front of `origin` that keeps the beacons it passes on, with their header bytes as they came: a beacon
 * leaves with its page, and Playwright no longer reports the requests of a page that has gone.
 */
async function beaconWitness(origin) {
  const beacons = [];
  const server = http.createServer((incoming, outgoing) => {
    const chunks = [];
    if (incoming.method === 'POST' && incoming.url === BEACON_PATH) {
      // Each name followed by ': ', each value by CRLF.
      const headerBytes = incoming.rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part) + 2, 0);
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () => beacons.push({ headerBytes, body: Buffer.concat(chunks) }));
    }
    const upstream = http.request(new URL(incoming.url, origin), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, beacons, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The beacon of one page view of `path` (opened, idle, left) on a phone: its body's and its headers' bytes. */
export async function beaconBytes(origin, path = '/faq', cpu = 4) {
  const witness = await beaconWitness(origin);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const { context, page } = await phonePage(browser, cpu);
    await page.goto(witness.origin + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    await page.goto('about:blank');
    for (let waited = 0; !witness.beacons.length && waited < 5000; waited += 100) await page.waitForTimeout(100);
    await context.close();
    const [beacon] = witness.beacons;
    return beacon ? { body: beacon.body.length, requestHeaders: beacon.headerBytes, text: beacon.body.toString() } : null;
  } finally {
    await browser.close();
    await witness.close();
  }
}

/** One client sending `perSecond` valid beacons for `seconds`; the statuses it got. */
async function flood(origin, { perSecond, seconds }) {
  const body = JSON.stringify({ page: '/faq', connection: '4g', device: 'moyen', origin: 'reseau', values: { LCP: 900, CLS: 0 }, elements: {} });
  const statuses = {};
  const sent = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const tick = Date.now();
    for (let i = 0; i < perSecond / 10; i += 1) {
      sent.push(
        fetch(origin + BEACON_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
          .then((response) => (statuses[response.status] = (statuses[response.status] ?? 0) + 1))
          .catch(() => (statuses.erreur = (statuses.erreur ?? 0) + 1)),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (Date.now() - tick))));
  }
  await Promise.all(sent);
  return statuses;
}

/** Pages a second (autocannon, 20 connections on /faq) without and with a flood, `runs` times alternated. */
export async function floodThroughput(origin, { runs = 3, seconds = 10, log = () => {} } = {}) {
  const calm = [];
  const flooded = [];
  let statuses = null;
  for (let run = 0; run < runs; run += 1) {
    calm.push((await autocannon(origin, ['/faq'], { connections: 20, seconds })).requestsPerSecond);
    const [pages, floodStatuses] = await Promise.all([autocannon(origin, ['/faq'], { connections: 20, seconds }), flood(origin, { perSecond: 1000, seconds })]);
    flooded.push(pages.requestsPerSecond);
    statuses = floodStatuses;
    log(`passage ${run + 1} : ${Math.round(calm.at(-1))} pages/s au calme, ${Math.round(flooded.at(-1))} pendant l'inondation`);
  }
  return { calm: median(calm), flooded: median(flooded), statuses };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { site: { type: 'string', default: 'http://127.0.0.1:3100' }, runs: { type: 'string', default: '3' }, seconds: { type: 'string', default: '10' }, nginx: { type: 'boolean', default: false } },
  });
  const beacon = await beaconBytes(values.site);
  console.log(beacon ? `balise d'une page vue (/faq) : ${beacon.body} octets de corps, ${beacon.requestHeaders ?? '?'} octets d'en-têtes\n  ${beacon.text}` : 'aucune balise reçue');
  const runner = createRunner({ stdio: 'ignore' });
  try {
    const targets = [['le site seul', values.site]];
    if (values.nginx) {
      const { port } = new URL(values.site);
      const proxy = await startNginx(runner, { dir: mkdtempSync(join(tmpdir(), 'adive-nginx-')), listen: await freePort(), upstreams: [port, port] });
      targets.push(['nginx devant le site (docs/deploy.md)', proxy.origin]);
    }
    for (const [label, origin] of targets) {
      const { calm, flooded, statuses } = await floodThroughput(origin, { runs: Number(values.runs), seconds: Number(values.seconds), log: console.log });
      console.log(`${label} : /faq, 20 connexions, médiane de ${values.runs} : ${Math.round(calm)} pages/s au calme, ${Math.round(flooded)} pages/s pendant 1 000 balises/s d'un même client`);
      console.log(`  réponses à l'inondation : ${JSON.stringify(statuses)}`);
    }
  } finally {
    runner.stopAll();
  }
}
