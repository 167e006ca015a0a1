// Load from a second process (autocannon) and page views paced over time (CMS requests per 1,000 views).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** `worker` (a file of bench/) run in a process of its own with `options` as JSON: the one JSON line it prints. */
export function runWorker(worker, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL(worker, import.meta.url)), JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`${worker}: exit ${code}, output ${out.slice(0, 200)}`));
      }
    });
  });
}

/** autocannon in a process of its own (loadWorker.mjs), each connection requesting `paths` in turn. */
export async function autocannon(origin, paths, { connections = 100, seconds = 10, timeoutSeconds = 10 } = {}) {
  const result = await runWorker('./loadWorker.mjs', { origin, paths, connections, seconds, timeoutSeconds });
  // autocannon's errors already include its timeouts (its README): not added twice.
  return { url: origin + paths.join(','), ...result };
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
