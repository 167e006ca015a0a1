// The long tasks of a page load (a diagnosis printing figures, issue 48): a Chromium trace of one load at 412 px, CPU
// slowed as asked, on a slow-4G-like link, kept 5 s after the load event (what runs once the page is idle counts).
// Prints each task over 50 ms after the first contentful paint, with what it holds (script evaluation, React's
// microtasks, style, layout…), and their sum over 50 ms (the page's blocking time as Lighthouse counts it).
//   node bench/long-tasks.mjs --url http://127.0.0.1:3100/faq [--cpu 5] [--runs 3] [--without-measures] [--script /mesures.js]
// --without-measures: the visitor's browser sends Global Privacy Control, so the page loads no field measures
// (components/layout/FieldMeasures.tsx): the same build with and without their script, for their cost.
// --script <path>: also every task, long or not, that runs that script's code (its evaluation, its callbacks), with
// its duration and when it ran after the load event: where a small script's time goes.
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { phonePage } from './phone.mjs';

const { values } = parseArgs({
  options: { url: { type: 'string' }, cpu: { type: 'string', default: '5' }, runs: { type: 'string', default: '1' }, 'without-measures': { type: 'boolean', default: false }, script: { type: 'string' } },
});
if (!values.url) throw new Error('--url <adresse de la page> manquant');
const HELD = new Set(['EvaluateScript', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ParseAuthorStyleSheet', 'Commit']);
const ms = (micros) => (micros / 1000).toFixed(0);
const file = (event) => (event.args?.data?.url || '').split('/').pop();

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const { context, page, session } = await phonePage(browser, Number(values.cpu));
    if (values['without-measures']) await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await session.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] });
    await page.goto(values.url, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const events = trace.traceEvents ?? trace;
    const thread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((other) => other.pid === event.pid && other.name === 'ParseHTML'));
    const onMain = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur);
    const start = Math.min(...onMain.filter((event) => event.name === 'ParseHTML').map((event) => event.ts));
    const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid);
    const long = onMain.filter((event) => event.name === 'RunTask' && event.dur > 50_000 && (!fcp || event.ts >= fcp.ts));
    console.log(`${values.url}, CPU ${values.cpu}x, chargement ${run + 1}${values['without-measures'] ? ', sans les mesures de terrain (GPC)' : ''}`);
    for (const task of long) {
      const sums = {};
      for (const event of onMain) {
        if (event === task || !HELD.has(event.name) || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
        const key = event.name === 'EvaluateScript' || event.name === 'FunctionCall' ? `${event.name} ${file(event)}` : event.name;
        sums[key] = (sums[key] ?? 0) + event.dur;
      }
      const held = Object.entries(sums).sort((a, b) => b[1] - a[1]).slice(0, 5);
      console.log(`  à ${ms(task.ts - start)} ms, ${ms(task.dur)} ms : ${held.map(([name, total]) => `${name} ${ms(total)}`).join(', ')}`);
    }
    if (values.script) {
      const load = events.find((event) => event.name === 'loadEventEnd' && event.pid === thread.pid) ?? events.find((event) => event.name === 'MarkLoad' && event.pid === thread.pid);
      const ofScript = (event) => (event.name === 'EvaluateScript' || event.name === 'FunctionCall' || event.name === 'v8.compile') && (event.args?.data?.url ?? '').includes(values.script);
      const tasks = onMain.filter((task) => task.name === 'RunTask' && onMain.some((event) => ofScript(event) && event.ts >= task.ts && event.ts <= task.ts + task.dur));
      for (const task of tasks) {
        const inside = onMain.filter((event) => event !== task && HELD.has(event.name) && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
        const top = Object.entries(inside.reduce((sums, event) => ({ ...sums, [event.name]: (sums[event.name] ?? 0) + event.dur }), {})).sort((a, b) => b[1] - a[1]).slice(0, 3);
        console.log(`  ${values.script} : tâche de ${(task.dur / 1000).toFixed(1)} ms à ${load ? `load + ${ms(task.ts - load.ts)}` : ms(task.ts - start)} ms (${top.map(([name, total]) => `${name} ${(total / 1000).toFixed(1)}`).join(', ')})`);
      }
      console.log(`  ${values.script} : ${tasks.length} tâches, ${(tasks.reduce((sum, task) => sum + task.dur, 0) / 1000).toFixed(1)} ms en tout, la plus longue ${(Math.max(0, ...tasks.map((task) => task.dur)) / 1000).toFixed(1)} ms`);
    }
    const blocking = long.reduce((sum, task) => sum + task.dur / 1000 - 50, 0);
    console.log(`  FCP à ${fcp ? ms(fcp.ts - start) : '?'} ms ; temps bloquant après le FCP : ${blocking.toFixed(0)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
}
