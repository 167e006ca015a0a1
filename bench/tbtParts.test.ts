import {
  BLOCKING_THRESHOLD_MS,
  blockingTimeByOrigin,
  blockingTimeByUrl,
  blockingTimeOfRun,
  firstFrameBlocking,
  firstFrameTaskMs,
  type TraceEvent,
} from './tbtParts.mjs';

const page = 'http://127.0.0.1:3200/faq';

describe('bench/tbtParts.mjs', () => {
  const run = {
    documentUrl: page,
    fcp: 900,
    tti: 2700,
    tasks: [
      { url: page, startTime: 1000, duration: 200 },
      { url: 'http://127.0.0.1:3200/_next/static/chunks/abc.js', startTime: 2200, duration: 300 },
      { url: 'http://127.0.0.1:3200/_next/static/chunks/def.js', startTime: 2550, duration: 60 },
      { url: 'http://127.0.0.1:3200/mesures.js?v=abc', startTime: 2600, duration: 70 },
      { url: 'Unattributable', startTime: 1300, duration: 80 },
    ],
  };

  it('splits blocking time between the document, the scripts and the rest, as Lantern counts it', () => {
    expect(blockingTimeByOrigin(run)).toEqual({ document: 150, scripts: 250 + 10 + 20, other: 30 });
  });

  it('gives the same time address by address, the most first, a script named by its path and query', () => {
    const byUrl = blockingTimeByUrl(run);
    expect(byUrl).toEqual({ '/_next/static/chunks/abc.js': 250, document: 150, Unattributable: 30, '/mesures.js?v=abc': 20, '/_next/static/chunks/def.js': 10 });
    expect(Object.keys(byUrl)).toEqual(['/_next/static/chunks/abc.js', 'document', 'Unattributable', '/mesures.js?v=abc', '/_next/static/chunks/def.js']);
    // A task under the threshold once clipped: no entry.
    expect(blockingTimeByUrl({ ...run, tasks: [{ url: page, startTime: 2200, duration: 50 }] })).toEqual({});
  });

  it('clips tasks to [FCP, TTI] and leaves out what is then under the threshold', () => {
    const parts = blockingTimeByOrigin({
      documentUrl: page,
      fcp: 1000,
      tti: 2000,
      tasks: [
        // Starts before FCP: only its 70 ms after FCP count.
        { url: page, startTime: 930, duration: 140 },
        // Ends before FCP, starts after TTI: nothing.
        { url: page, startTime: 700, duration: 250 },
        { url: 'a.js', startTime: 2001, duration: 400 },
        // Runs past TTI: clipped to 1,950-2,000, exactly the threshold.
        { url: 'b.js', startTime: 1950, duration: 300 },
      ],
    });
    expect(parts).toEqual({ document: 70 - BLOCKING_THRESHOLD_MS, scripts: 0, other: 0 });
  });

  it('reads a Lighthouse result, and gives null without its long-tasks audit', () => {
    const lhr = {
      mainDocumentUrl: page,
      audits: {
        'long-tasks': { details: { items: [{ url: page, startTime: 1000, duration: 120 }] } },
        'first-contentful-paint': { numericValue: 800 },
        interactive: { numericValue: 2500 },
      },
    };
    expect(blockingTimeOfRun(lhr)).toEqual({ document: 70, scripts: 0, other: 0, firstFrame: null, byUrl: { document: 70 } });
    expect(blockingTimeOfRun({ audits: {} })).toBeNull();
  });
});

// A renderer's main thread (pid 1, tid 2) and another thread (tid 3); times in microseconds, as in a trace.
const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  pid: 1,
  tid: 2,
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: page } },
};
const task = (ts: number, dur: number, tid = 2): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: 1, tid, ts, dur });
const layout = (ts: number, tid = 2): TraceEvent => ({ name: 'Layout', ph: 'X', pid: 1, tid, ts, dur: 1_000 });
const trace = [
  navigation,
  task(2_000, 25_000), // the navigation's commit: no layout
  task(30_000, 5_000, 3),
  layout(31_000, 3), // a layout on another thread is not the page's
  task(40_000, 84_000),
  layout(60_000),
  task(200_000, 30_000),
  layout(210_000),
];

describe('the first frame in the blocking time', () => {
  it("finds the first task of the page's main thread that lays the page out, after the navigation", () => {
    expect(firstFrameTaskMs(trace)).toBe(84);
    expect(firstFrameTaskMs(trace.filter((e) => e !== navigation))).toBeNull();
    expect(firstFrameTaskMs([navigation, task(2_000, 25_000)])).toBeNull();
  });

  it('counts the long task whose simulated duration is the frame slowed as Lantern slows layout', () => {
    // 84 ms observed at CPU 4x: 168 ms simulated (half the multiplier for a task that lays out).
    const frame = { url: page, startTime: 1_100, duration: 168 };
    const scriptTask = { url: 'a.js', startTime: 2_000, duration: 300 };
    // Entirely after the simulated FCP: all of it over the threshold counts.
    expect(firstFrameBlocking({ tasks: [scriptTask, frame], fcp: 1_027, tti: 3_000, frameMs: 84, cpuSlowdownMultiplier: 4 })).toBe(118);
    // Across the FCP: only its part after it.
    const across = { ...frame, startTime: 959 };
    expect(firstFrameBlocking({ tasks: [across], fcp: 1_027, tti: 3_000, frameMs: 84, cpuSlowdownMultiplier: 4 })).toBe(959 + 168 - 1_027 - 50);
    // A short frame (the floor's) is never a long task.
    expect(firstFrameBlocking({ tasks: [scriptTask], fcp: 1_027, tti: 3_000, frameMs: 16, cpuSlowdownMultiplier: 4 })).toBe(0);
    // No long task of that length: unknown, not zero.
    expect(firstFrameBlocking({ tasks: [scriptTask], fcp: 1_027, tti: 3_000, frameMs: 84, cpuSlowdownMultiplier: 4 })).toBeNull();
  });

  it('is given with simulated throttling only, from the run itself', () => {
    const lhr = {
      mainDocumentUrl: page,
      configSettings: { throttlingMethod: 'simulate', throttling: { cpuSlowdownMultiplier: 4 } },
      audits: {
        'long-tasks': { details: { items: [{ url: page, startTime: 1_100, duration: 168 }] } },
        'first-contentful-paint': { numericValue: 1_027 },
        interactive: { numericValue: 3_000 },
      },
    };
    expect(blockingTimeOfRun(lhr, trace)).toEqual({ document: 118, scripts: 0, other: 0, firstFrame: 118, byUrl: { document: 118 } });
    const applied = { ...lhr, configSettings: { throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: 4 } } };
    expect(blockingTimeOfRun(applied, trace)?.firstFrame).toBeNull();
  });
});
