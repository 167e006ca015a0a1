// Which scripts Lighthouse's simulated LCP waits for. Lantern (Lighthouse 12.8) keeps every script downloaded before
// the observed LCP unless first evaluated in a graph task starting after it; tasks under 10 ms leave the graph, so a
// script evaluated in a short task counts even if it ran after the paint. On loopback, every script arriving before
// the first frame is thus simulated as if the paint waited for its download over slow 4G.

/** Lantern's threshold under which a main-thread task is pruned from the dependency graph (ms). */
export const LANTERN_LONG_TASK_MS = 10;

/**
 * @param {{ scripts: { url: string, endTs: number }[], evaluations: { url: string, ts: number }[],
 *   tasks: { ts: number, dur: number }[], observedLcpTs: number }} load all times in trace microseconds; `tasks` are
 *   the page's top-level main-thread tasks
 * @returns {string[]} the URLs of the scripts the simulated LCP counts
 */
export function scriptsCountedInLcp({ scripts, evaluations, tasks, observedLcpTs }) {
  const firstEvaluation = new Map();
  for (const evaluation of evaluations) {
    const known = firstEvaluation.get(evaluation.url);
    if (known === undefined || evaluation.ts < known) firstEvaluation.set(evaluation.url, evaluation.ts);
  }
  const longTaskAround = (ts) => tasks.find((task) => task.ts <= ts && ts <= task.ts + task.dur && task.dur >= LANTERN_LONG_TASK_MS * 1000);
  return scripts
    .filter((script) => script.endTs <= observedLcpTs)
    .filter((script) => {
      const evaluatedAt = firstEvaluation.get(script.url);
      if (evaluatedAt === undefined) return true;
      const task = longTaskAround(evaluatedAt);
      return !task || task.ts <= observedLcpTs;
    })
    .map((script) => script.url);
}

/**
 * The same, read from one Lighthouse run: its report and the trace of its load.
 * @returns {{ counted: number, total: number } | null} null when the report lacks the timestamps
 */
export function lcpScriptsOfRun(lhr, traceEvents) {
  const observedLcpTs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs;
  const requests = lhr.audits['network-requests']?.details;
  const startTs = requests?.debugData?.networkStartTimeTs;
  if (!Number.isFinite(observedLcpTs) || !Number.isFinite(startTs)) return null;
  const scripts = requests.items
    .filter((item) => item.resourceType === 'Script' && Number.isFinite(item.networkEndTime))
    .map((item) => ({ url: item.url, endTs: startTs + item.networkEndTime * 1000 }));
  const evaluationEvents = traceEvents.filter((event) => event.name === 'EvaluateScript' && event.args?.data?.url);
  // The page's main thread: where its scripts are evaluated.
  const main = evaluationEvents[0];
  const tasks = main
    ? traceEvents
        .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === main.pid && event.tid === main.tid)
        .map((event) => ({ ts: event.ts, dur: event.dur ?? 0 }))
    : [];
  const evaluations = evaluationEvents.map((event) => ({ url: event.args.data.url, ts: event.ts }));
  return { counted: scriptsCountedInLcp({ scripts, evaluations, tasks, observedLcpTs }).length, total: scripts.length };
}
