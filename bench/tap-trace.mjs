// Where one tap's time goes (a diagnosis printing figures, issue 48): a Chromium trace around one interaction of
// bench/interactions.mjs, on a fresh idle page, CPU slowed as asked. Prints the main thread's time by event kind, the
// tasks over 16 ms, the first paints after the tap and, for the first long tasks, what they hold (event dispatches,
// React's microtasks, style, layout, paint) in order.
//   node bench/tap-trace.mjs --site http://127.0.0.1:3100 --only menu [--cpu 8.9]
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { INTERACTIONS, firstJobPath } from './interactions.mjs';
import { phonePage } from './phone.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'http://127.0.0.1:3100' },
    only: { type: 'string', default: 'menu' },
    cpu: { type: 'string', default: '8.9' },
  },
});
const interaction = INTERACTIONS.find(({ name }) => name.startsWith(values.only));
if (!interaction) throw new Error(`aucune interaction ne commence par « ${values.only} »`);
const ms = (micros) => (micros / 1000).toFixed(0);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const { context, page } = await phonePage(browser, Number(values.cpu));
  const path = typeof interaction.page === 'function' ? interaction.page(await firstJobPath(values.site)) : interaction.page;
  await page.goto(values.site + path, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  if (interaction.prepare) {
    await interaction.prepare(page);
    await page.waitForTimeout(3000);
  }
  let box = null;
  if (interaction.target) {
    const target = interaction.target(page);
    await target.scrollIntoViewIfNeeded();
    box = await target.boundingBox();
  }
  await page.waitForTimeout(2000);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.keyboard.press(interaction.key);
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const events = trace.traceEvents ?? trace;
  const thread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onMain = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur);
  const start = Math.min(...onMain.filter((event) => event.name === 'EventDispatch').map((event) => event.ts));
  const relevant = onMain.filter((event) => event.ts >= start && event.ts < start + 2_500_000);

  console.log(`${interaction.name}, CPU ${values.cpu}x, ${values.site}${path}`);
  const sums = {};
  for (const event of relevant) sums[event.name] = (sums[event.name] ?? 0) + event.dur;
  for (const [name, total] of Object.entries(sums).sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${name.padEnd(32)} ${ms(total)} ms`);
  const long = relevant.filter((event) => event.name === 'RunTask' && event.dur > 16_000);
  console.log(`tâches de plus de 16 ms (début+durée) : ${long.map((task) => `${ms(task.ts - start)}+${ms(task.dur)}`).join(' ')}`);
  const paints = events
    .filter((event) => event.pid === thread.pid && event.name === 'Paint' && event.ts >= start)
    .slice(0, 3)
    .map((event) => ms(event.ts - start));
  console.log(`premières peintures après le toucher (ms) : ${paints.join(' ')}`);
  for (const task of long.slice(0, 3)) {
    console.log(`-- tâche à ${ms(task.ts - start)} ms, ${ms(task.dur)} ms`);
    const inner = relevant.filter((event) => event !== task && event.name !== 'RunTask' && event.dur > 3000 && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    for (const event of inner.sort((a, b) => a.ts - b.ts)) {
      const counted = event.args?.elementCount ?? event.args?.beginData?.dirtyObjects;
      console.log(`   +${ms(event.ts - task.ts).padStart(4)} ${ms(event.dur).padStart(4)} ms ${event.name} ${event.args?.data?.type ?? ''}${counted ? ` (${counted} éléments)` : ''}`);
    }
  }
  await context.close();
} finally {
  await browser.close();
}
