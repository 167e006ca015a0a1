// Load from a second process (autocannon) and page views paced over time (CMS requests per 1,000 views).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** autocannon in its own process: `connections` for `seconds` on `url`; requests/s, latency and errors. */
export function autocannon(url, { connections = 100, seconds = 10 } = {}) {
  const bin = require.resolve('autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '-c', String(connections), '-d', String(seconds), '-j', url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        const json = JSON.parse(out);
        resolve({
          url,
          connections,
          seconds,
          requestsPerSecond: json.requests.average,
          p50: json.latency.p50,
          p99: json.latency.p99,
          errors: json.errors + json.timeouts,
          non2xx: json.non2xx,
          total: json.requests.total,
        });
      } catch (error) {
        reject(new Error(`autocannon ${url}: ${error instanceof Error ? error.message : error}`));
      }
    });
  });
}

/** `views` GETs spread evenly over `seconds`, round-robin over `urls`; how many failed. */
export async function paceViews(urls, { views = 1000, seconds = 120 } = {}) {
  const interval = (seconds * 1000) / views;
  const start = Date.now();
  let failures = 0;
  const pending = [];
  for (let i = 0; i < views; i += 1) {
    const wait = start + i * interval - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = urls[i % urls.length];
    pending.push(
      fetch(url)
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
        })
        .catch(() => (failures += 1)),
    );
  }
  await Promise.all(pending);
  return { views, seconds: (Date.now() - start) / 1000, failures };
}
