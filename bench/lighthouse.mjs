// Lighthouse runs in Debian's Chromium: mobile preset, Lighthouse's default simulated slow 4G, a fresh browser
// profile per run, and a CPU slowdown calibrated from this machine's benchmarkIndex.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { lcpScriptsOfRun } from './lcpScripts.mjs';
import { blockingTimeOfRun } from './tbtParts.mjs';
import { CHROMIUM_FLAGS } from '../scripts/lib/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * The CPU slowdown bringing this machine to Lighthouse's mid-tier mobile target, per its CPU throttling calculator
 * (Lighthouse's docs/throttling.md); below a benchmarkIndex of 150 the machine is too slow to emulate anything.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * A 2G (EDGE) link as many visitors outside the two big cities have it (issue 46): 240 kbps down, 200 kbps up, 840 ms
 * round trip. Applied by DevTools ('devtools' method), which reads the latency and the two throughputs.
 */
export const EDGE_THROTTLING = { rttMs: 840, throughputKbps: 240, requestLatencyMs: 840, downloadThroughputKbps: 240, uploadThroughputKbps: 200 };

/**
 * Bytes received from the network (all requests, as sent: compressed, with headers) before the first contentful paint.
 * Chromium's dataReceived events carry the decoded length of each chunk and an encoded length of 0; the encoded total
 * comes with loadingFinished. Each request counts its encoded total in the share of its decoded bytes that arrived
 * before the paint.
 */
function bytesBeforeFirstPaint(lhr, devtoolsLog) {
  const firstPaintTs = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs;
  if (!devtoolsLog || !firstPaintTs) return null;
  const limit = firstPaintTs / 1e6;
  const requests = new Map();
  const of = (id) => requests.get(id) ?? requests.set(id, { decoded: 0, before: 0, encoded: 0 }).get(id);
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.dataReceived') {
      const request = of(params.requestId);
      request.decoded += params.dataLength;
      if (params.timestamp <= limit) request.before += params.dataLength;
    } else if (method === 'Network.loadingFinished') of(params.requestId).encoded = params.encodedDataLength;
  }
  let bytes = 0;
  for (const { decoded, before, encoded } of requests.values()) if (decoded > 0) bytes += (encoded * before) / decoded;
  return Math.round(bytes);
}

function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * One Lighthouse run of `url`: the benchmark's figures plus what explains the LCP. `extraChromeFlags` are for diagnosis
 * only; `throttlingMethod` 'devtools' applies the slow 4G and CPU slowdown for real instead of simulating them;
 * `blockedUrlPatterns` (Lighthouse's own setting) makes the browser refuse those requests: the page without a script.
 */
export async function lighthouseRun(url, { cpuSlowdownMultiplier, chromePath, categories = CATEGORIES, extraChromeFlags = [], throttlingMethod = 'simulate', network = constants.throttling.mobileSlow4G, blockedUrlPatterns = [] }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROME_FLAGS, ...extraChromeFlags], logLevel: 'silent' });
  try {
    const config = {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: categories,
        throttlingMethod,
        throttling: { ...network, cpuSlowdownMultiplier },
        blockedUrlPatterns,
      },
    };
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    const lhr = result.lhr;
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    // The unthrottled load Lighthouse observed (its simulation starts from it): when the first and the largest
    // paints happened there tells whether the LCP element was painted again after the first paint.
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    const traceEvents = result.artifacts?.Trace?.traceEvents;
    const lcpScripts = traceEvents ? lcpScriptsOfRun(lhr, traceEvents) : null;
    const blocking = blockingTimeOfRun(lhr, traceEvents);
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      totalBytes: audit('total-byte-weight'),
      scriptBytes: scriptBytes(lhr),
      requests: requests.length,
      // The page's HTML as sent (compressed, with headers), and every byte received before the first paint.
      documentBytes: requests.find((request) => request.resourceType === 'Document')?.transferSize ?? null,
      bytesBeforeFcp: bytesBeforeFirstPaint(lhr, result.artifacts?.DevtoolsLog),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      observedFcp: observed.observedFirstContentfulPaint ?? null,
      observedLcp: observed.observedLargestContentfulPaint ?? null,
      // Scripts the simulated LCP waits for (see lcpScripts.mjs), out of the page's scripts.
      lcpScripts: lcpScripts?.counted ?? null,
      scripts: lcpScripts?.total ?? null,
      // Where the TBT comes from (see tbtParts.mjs): the page's HTML (parsing, style, layout, paint), its scripts, the rest.
      tbtDocument: blocking?.document ?? null,
      tbtScripts: blocking?.scripts ?? null,
      tbtOther: blocking?.other ?? null,
      // Of the document's part, the first frame's (see firstFrameBlocking in tbtParts.mjs).
      tbtFirstFrame: blocking?.firstFrame ?? null,
      // The same blocking time per address (document, each script's path): where a route's own time goes.
      tbtByUrl: blocking?.byUrl ?? null,
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/** benchmarkIndex of this machine now (median of `runs` short runs on `url`) and the slowdown it calls for. */
export async function calibrate(url, { chromePath, runs = 3, extraChromeFlags = [] }) {
  const indexes = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await lighthouseRun(url, { cpuSlowdownMultiplier: 4, chromePath, categories: ['performance'], extraChromeFlags });
    indexes.push(run.benchmarkIndex);
  }
  const benchmarkIndex = [...indexes].sort((a, b) => a - b)[Math.floor(indexes.length / 2)];
  return { benchmarkIndex, samples: indexes, cpuSlowdownMultiplier: Math.round(cpuSlowdownFor(benchmarkIndex) * 10) / 10 };
}

/**
 * Loads each page at Lighthouse's mobile size so Next's image optimizer already has the pictures at those widths:
 * otherwise the first run of a route with a picture waits for it (observed LCP 0.8 to 0.9 s instead of 0.3 s).
 */
export async function warmPicturesLikeLighthouse(urls, { chromePath }) {
  const { width, height, deviceScaleFactor } = constants.screenEmulationMetrics.mobile;
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, userAgent: constants.userAgents.mobile });
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'load' });
  } finally {
    await browser.close();
  }
}
