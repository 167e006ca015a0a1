// The phone the benches that drive a page use (interactions.mjs, tap-trace.mjs, long-tasks.mjs): Chromium at 412 px
// with touch, as Lighthouse's mobile screen, third-party services kept out (unreachable here anyway), CPU slowed.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'fr-FR', serviceWorkers: 'block' };

/** A new context and page on that phone, its CPU slowed `cpu` times; `session` is the page's DevTools session. */
export async function phonePage(browser, cpu) {
  const context = await browser.newContext(PHONE);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, session };
}
