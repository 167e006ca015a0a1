// Where a run's Total Blocking Time comes from: the long tasks of Lighthouse's simulation (its long-tasks audit,
// durations already slowed down), grouped by what Lighthouse attributes each one to.
//
// - document: the page's own HTML (parsing it, and the style, layout and paint of its frames);
// - scripts: a JavaScript file (evaluating the framework, hydrating, the effects after it);
// - other: any other attribution, in practice the tasks Lighthouse attributes to nothing ("Unattributable").
//
// Each task counts as Lantern's TBT counts it (TBTUtils, Lighthouse 12.8): clipped to [FCP, TTI], the part over
// 50 ms. Lighthouse's TBT averages an optimistic and a pessimistic simulation; the long-tasks audit gives one, so the
// three parts add up to about the TBT, not exactly.

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
 * The blocking time of the first frame's task in Lighthouse's simulation. Lantern's estimate of the first paint keeps
 * only that frame and the first parsing task; its full simulation, where the TBT is counted, also runs the navigation's
 * commit and the next parsing tasks before the frame, so a frame longer than the threshold lands after the simulated
 * FCP and counts. The task is the long task whose simulated duration is the observed one slowed as Lantern slows
 * layout (within 3 ms); 0 when that stays under the threshold, null when no long task matches.
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
 * The parts of one Lighthouse result (lhr); null when it has no long-tasks audit. With the run's trace and simulated
 * throttling, also the first frame's share of the document's part (firstFrame; null otherwise).
 */
export function blockingTimeOfRun(lhr, traceEvents) {
  const tasks = lhr?.audits?.['long-tasks']?.details?.items;
  const fcp = lhr?.audits?.['first-contentful-paint']?.numericValue;
  const tti = lhr?.audits?.interactive?.numericValue;
  if (!Array.isArray(tasks) || typeof fcp !== 'number' || typeof tti !== 'number') return null;
  const parts = blockingTimeByOrigin({ tasks, documentUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl, fcp, tti });
  const settings = lhr.configSettings;
  const frameMs = traceEvents && settings?.throttlingMethod === 'simulate' ? firstFrameTaskMs(traceEvents) : null;
  const firstFrame =
    frameMs === null ? null : firstFrameBlocking({ tasks, fcp, tti, frameMs, cpuSlowdownMultiplier: settings.throttling.cpuSlowdownMultiplier });
  return { ...parts, firstFrame };
}
