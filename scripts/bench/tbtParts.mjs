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

/**
 * @param {{ tasks: { url?: string, startTime: number, duration: number }[], documentUrl: string, fcp: number,
 *   tti: number }} run simulated times in ms
 * @returns {{ document: number, scripts: number, other: number }} blocking time in ms
 */
export function blockingTimeByOrigin({ tasks, documentUrl, fcp, tti }) {
  const parts = { document: 0, scripts: 0, other: 0 };
  for (const task of tasks) {
    const end = task.startTime + task.duration;
    if (end < fcp || task.startTime > tti) continue;
    const clipped = Math.min(end, tti) - Math.max(task.startTime, fcp);
    if (clipped < BLOCKING_THRESHOLD_MS) continue;
    const origin = task.url === documentUrl ? 'document' : /\.m?js(\?|$)/.test(task.url ?? '') ? 'scripts' : 'other';
    parts[origin] += clipped - BLOCKING_THRESHOLD_MS;
  }
  return parts;
}

/** The parts of one Lighthouse result (lhr); null when it has no long-tasks audit. */
export function blockingTimeOfRun(lhr) {
  const tasks = lhr?.audits?.['long-tasks']?.details?.items;
  const fcp = lhr?.audits?.['first-contentful-paint']?.numericValue;
  const tti = lhr?.audits?.interactive?.numericValue;
  if (!Array.isArray(tasks) || typeof fcp !== 'number' || typeof tti !== 'number') return null;
  return blockingTimeByOrigin({ tasks, documentUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl, fcp, tti });
}
