import { BLOCKING_THRESHOLD_MS, blockingTimeByOrigin, blockingTimeOfRun } from './bench/tbtParts.mjs';

const page = 'http://127.0.0.1:3200/faq';

describe('scripts/bench/tbtParts.mjs', () => {
  it('splits blocking time between the document, the scripts and the rest, as Lantern counts it', () => {
    const parts = blockingTimeByOrigin({
      documentUrl: page,
      fcp: 900,
      tti: 2700,
      tasks: [
        { url: page, startTime: 1000, duration: 200 },
        { url: 'http://127.0.0.1:3200/_next/static/chunks/abc.js', startTime: 2200, duration: 300 },
        { url: 'http://127.0.0.1:3200/_next/static/chunks/def.js', startTime: 2550, duration: 60 },
        { url: 'Unattributable', startTime: 1300, duration: 80 },
      ],
    });
    expect(parts).toEqual({ document: 150, scripts: 250 + 10, other: 30 });
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
    expect(blockingTimeOfRun(lhr)).toEqual({ document: 70, scripts: 0, other: 0 });
    expect(blockingTimeOfRun({ audits: {} })).toBeNull();
  });
});
