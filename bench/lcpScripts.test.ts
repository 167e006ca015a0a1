import { LANTERN_LONG_TASK_MS, lcpScriptsOfRun, scriptsCountedInLcp } from './lcpScripts.mjs';

const ms = (value: number) => value * 1000;

describe('bench/lcpScripts.mjs', () => {
  const observedLcpTs = ms(200);

  it('counts a script that arrived before the observed LCP, even when a short task evaluated it after the paint', () => {
    const counted = scriptsCountedInLcp({
      scripts: [{ url: 'a.js', endTs: ms(90) }],
      evaluations: [{ url: 'a.js', ts: ms(250) }],
      tasks: [{ ts: ms(249), dur: ms(LANTERN_LONG_TASK_MS - 1) }],
      observedLcpTs,
    });
    expect(counted).toEqual(['a.js']);
  });

  it('leaves out a script that arrived after the observed LCP, or that a long task evaluated after it', () => {
    const counted = scriptsCountedInLcp({
      scripts: [
        { url: 'late.js', endTs: ms(210) },
        { url: 'long.js', endTs: ms(90) },
        { url: 'early.js', endTs: ms(90) },
      ],
      evaluations: [
        { url: 'long.js', ts: ms(230) },
        { url: 'long.js', ts: ms(400) },
        { url: 'early.js', ts: ms(150) },
      ],
      tasks: [
        { ts: ms(225), dur: ms(40) },
        { ts: ms(140), dur: ms(30) },
      ],
      observedLcpTs,
    });
    expect(counted).toEqual(['early.js']);
  });

  it('reads the timestamps from a Lighthouse report and its trace', () => {
    const lhr = {
      audits: {
        metrics: { details: { items: [{ observedLargestContentfulPaintTs: ms(1200) }] } },
        'network-requests': {
          details: {
            debugData: { networkStartTimeTs: ms(1000) },
            items: [
              { url: 'https://site/a.js', resourceType: 'Script', networkEndTime: 50 },
              { url: 'https://site/b.js', resourceType: 'Script', networkEndTime: 300 },
              { url: 'https://site/', resourceType: 'Document', networkEndTime: 20 },
            ],
          },
        },
      },
    };
    const trace = [
      { name: 'RunTask', ph: 'X', pid: 1, tid: 2, ts: ms(1100), dur: ms(5) },
      { name: 'EvaluateScript', ph: 'X', pid: 1, tid: 2, ts: ms(1101), dur: ms(3), args: { data: { url: 'https://site/a.js' } } },
    ];
    expect(lcpScriptsOfRun(lhr, trace)).toEqual({ counted: 1, total: 2 });
    expect(lcpScriptsOfRun({ audits: {} }, trace)).toBeNull();
  });
});
