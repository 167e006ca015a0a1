// Where a run's Total Blocking Time comes from: Lighthouse's simulated long tasks (long-tasks audit, already slowed)
// split into document (the page's HTML: parse, style, layout, paint), scripts (a JavaScript file) and other (in
// practice "Unattributable"). The TBT averages two simulations and the audit gives one, so they add up to about it.

/** Lantern's blocking threshold (ms). */
export const BLOCKING_THRESHOLD_MS = 50;

/** Lantern slows a task that lays out or paints by half the CPU multiplier (its DEFAULT_LAYOUT_TASK_MULTIPLIER). */
export const LAYOUT_TASK_SHARE = 0.5;

/** Blocking time of one simulated task as Lantern's TBT counts it: clipped to [FCP, TTI], the part over 50 ms. */
function taskBlocking(task, fcp, tti) {
  const end = task.startTime + task.duration;
  if (end < fcp || task.startTime > tti) return 0;
  const clipped = Math.min(end, tti) - Math.max(task.startTime, fcp);
  return Math.max(0, clipped - BLOCKING_THRESHOLD_MS);
}

/**
 * @param {{ tasks: { url?: string, startTime: number, duration: number }[], documentUrl: string, fcp: number,
 *   tti: number }} run simulated times in ms
 * @returns {{ document: number, scripts: number, other: number }} blocking time in ms
 */
export function blockingTimeByOrigin({ tasks, documentUrl, fcp, tti }) {
  const parts = { document: 0, scripts: 0, other: 0 };
  for (const task of tasks) {
    const origin = task.url === documentUrl ? 'document' : /\.m?js(\?|$)/.test(task.url ?? '') ? 'scripts' : 'other';
    parts[origin] += taskBlocking(task, fcp, tti);
  }
  return parts;
}

/**
 * Blocking time per address (ms): the page's own HTML under 'document', a script under its path (query kept: the
 * field measures' version), the rest under its label ('Unattributable'). Sorted, the most first.
 * @param {{ tasks: { url?: string, startTime: number, duration: number }[], documentUrl: string, fcp: number,
 *   tti: number }} run
 * @returns {Record<string, number>}
 */
export function blockingTimeByUrl({ tasks, documentUrl, fcp, tti }) {
  const parts = {};
  for (const task of tasks) {
    const blocking = taskBlocking(task, fcp, tti);
    if (blocking <= 0) continue;
    const url = task.url ?? 'Unattributable';
    const name = url === documentUrl ? 'document' : URL.canParse(url) ? new URL(url).pathname + new URL(url).search : url;
    parts[name] = (parts[name] ?? 0) + blocking;
  }
  return Object.fromEntries(Object.entries(parts).sort((a, b) => b[1] - a[1]));
}

/**
 * How long (ms) the page's first frame took in the load Lighthouse observed: the first main-thread task after the
 * navigation that lays the page out (style, layout and paint of what the parser has read). null without one.
 */
export function firstFrameTaskMs(traceEvents) {
  const navigation = traceEvents.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) return null;
  const main = traceEvents.filter((e) => e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts);
  const layouts = main.filter((e) => e.name === 'Layout');
  const frame = main
    .filter((e) => e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts)
    .find((task) => layouts.some((layout) => layout.ts >= task.ts && layout.ts <= task.ts + task.dur));
  return frame ? frame.dur / 1000 : null;
}

/**
 * The first frame's simulated blocking time: Lantern's full simulation runs the commit and later parsing before it,
 * so a long frame lands after the simulated FCP and counts. Matched on the observed frame slowed as layout is (±3 ms).
 */
export function firstFrameBlocking({ tasks, fcp, tti, frameMs, cpuSlowdownMultiplier }) {
  const simulated = frameMs * cpuSlowdownMultiplier * LAYOUT_TASK_SHARE;
  if (simulated <= BLOCKING_THRESHOLD_MS) return 0;
  const match = tasks
    .filter((task) => Math.abs(task.duration - simulated) <= 3)
    .sort((a, b) => Math.abs(a.duration - simulated) - Math.abs(b.duration - simulated))[0];
  return match ? taskBlocking(match, fcp, tti) : null;
}

/**
 * The parts of one Lighthouse result (lhr), and the same time per address (byUrl); null when it has no long-tasks
 * audit. With the run's trace and simulated throttling, also the first frame's share of the document's part
 * (firstFrame; null otherwise).
 */
export function blockingTimeOfRun(lhr, traceEvents) {
  const tasks = lhr?.audits?.['long-tasks']?.details?.items;
  const fcp = lhr?.audits?.['first-contentful-paint']?.numericValue;
  const tti = lhr?.audits?.interactive?.numericValue;
  if (!Array.isArray(tasks) || typeof fcp !== 'number' || typeof tti !== 'number') return null;
  const run = { tasks, documentUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl, fcp, tti };
  const parts = blockingTimeByOrigin(run);
  const settings = lhr.configSettings;
  const frameMs = traceEvents && settings?.throttlingMethod === 'simulate' ? firstFrameTaskMs(traceEvents) : null;
  const firstFrame =
    frameMs === null ? null : firstFrameBlocking({ tasks, fcp, tti, frameMs, cpuSlowdownMultiplier: settings.throttling.cpuSlowdownMultiplier });
  return { ...parts, firstFrame, byUrl: blockingTimeByUrl(run) };
}
