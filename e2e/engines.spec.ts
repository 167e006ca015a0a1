// The journeys that matter most, in Firefox ESR and WebKitGTK (Debian's): pages render and hydrate, the quote form
// refuses a bad address and stores a good request once, the job search, the service worker takes over and a page
// read before opens when the site is down, and no page error on the way (a build file the worker failed to answer
// among them: issue 47). Drivers and what each engine can see: e2e/engines/drivers.ts, e2e/README.md.
import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminList, eventually } from './cmsAdmin';
import { SITE } from './env';
import { startFaultProxy } from './faultProxy';
import { QUOTE_INVALID_EMAIL, QUOTE_SUCCESS, uniqueTag } from './forms';
import { SCREENSHOT_DIR } from './helpers';
import { firefox, webkit, type EnginePage } from './engines/drivers';

/**
 * What a page that did not come alive was at: its address, load state, worker, and its scripts that never finished
 * loading (a script has its resource entry once it has arrived).
 */
const PAGE_STATE = `(() => {
  const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  return {
    address: location.href,
    readyState: document.readyState,
    controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
    scriptsNotArrived: [...document.scripts].map((script) => script.src).filter((src) => src && !arrived.has(src)),
    resources: performance.getEntriesByType('resource').length,
  };
})()`;

/** Polls `expression` in the page until it is truthy. */
async function waitFor(page: EnginePage, expression: string, what: string, seconds = 20): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (!(await page.evaluate<boolean>(`Boolean(${expression})`).catch(() => false))) {
    if (Date.now() > until) {
      const state = await page.evaluate(PAGE_STATE).catch((error) => String(error));
      throw new Error(`${what}: not seen within ${seconds} s; page: ${JSON.stringify(state)}; errors: ${JSON.stringify(await page.errors())}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const text = (selector: string) => `(document.querySelector(${JSON.stringify(selector)})?.textContent ?? '')`;
/** React attached to the element: the page is hydrated up to it. */
const hydrated = (selector: string) =>
  `Object.keys(document.querySelector(${JSON.stringify(selector)}) ?? {}).some((key) => key.startsWith('__reactFiber'))`;
/** Sets a field as React sees it (its own value setter, then the event its onChange listens to). */
const setField = (selector: string, value: string) => `(() => {
  const field = document.querySelector(${JSON.stringify(selector)});
  const prototype = Object.getPrototypeOf(field);
  Object.getOwnPropertyDescriptor(prototype, 'value').set.call(field, ${JSON.stringify(value)});
  field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  return true;
})()`;

/** Kept with the other suites' screenshots (e2e/.artifacts/screenshots), to be looked at. */
async function keepScreenshot(page: EnginePage, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(join(SCREENSHOT_DIR, `${name}.png`), await page.screenshot());
}

// One engine after the other, never side by side: two browsers starting at once on CI's 2 cores was the moment both of
// CI's failed starts came (WebKit's driver in 10 s, then Firefox's address in 30 s); a visitor has one browser.
test.describe.configure({ mode: 'default' });

for (const engine of [firefox, webkit]) {
  test(`${engine.name}: pages hydrate, the quote form, the job search, the worker and a copy when the site is down, no page error`, async ({
    request,
  }) => {
    test.setTimeout(150_000);
    // The site behind a proxy that can stop answering while the browser stays online.
    const front = await startFaultProxy(SITE);
    const page = await engine.open(412, 900);
    try {
      await test.step('the side menu opens', async () => {
        await page.goto(`${front.origin}/accueil`);
        await waitFor(page, hydrated('header button[aria-haspopup="dialog"]'), 'the header hydrated');
        await page.click('header button[aria-haspopup="dialog"]');
        // Shown, not merely there: the menu is drawn, invisible, once the page is idle.
        await waitFor(page, `(() => { const link = document.querySelector('[role="dialog"] a[href="/faq"]'); return !!link && getComputedStyle(link).visibility === 'visible'; })()`, 'the side menu');
        await keepScreenshot(page, `${engine.name}-menu`);
      });

      await test.step('an FAQ answer opens', async () => {
        await page.goto(`${front.origin}/faq`);
        // The first answer is open from the start: the second one.
        const second = `document.querySelectorAll('[data-testid="faq"] button[aria-expanded]')[1]`;
        await waitFor(page, hydrated('[data-testid="faq"] button[aria-expanded]'), 'the FAQ hydrated');
        expect(await page.evaluate<string>(`${second}.getAttribute('aria-expanded')`)).toBe('false');
        await page.evaluate(`${second}.setAttribute('data-engine-target', '')`);
        await page.click('[data-engine-target]');
        await waitFor(page, `${second}.getAttribute('aria-expanded') === 'true'`, 'the second answer open');
      });

      await test.step('the job search', async () => {
        await page.goto(`${front.origin}/nos-offres-emplois`);
        await waitFor(page, hydrated('#recherche-offre'), 'the search hydrated');
        await page.type('#recherche-offre', 'comptabilite');
        await page.pressEnter('#recherche-offre');
        await waitFor(page, `location.search.includes('q=comptabilite')`, 'the search address');
        await waitFor(page, `${text('[data-testid="job-count"]')}.includes('correspond')`, 'the number of offers found');
        expect(await page.evaluate<number>(`document.querySelectorAll('[data-testid="job-card"]').length`)).toBeGreaterThan(0);
      });

      await test.step('the quote form refuses a bad address, then stores the request once', async () => {
        const message = uniqueTag(`Devis ${engine.name}`);
        await page.goto(`${front.origin}/demander-un-devis`);
        const form = '[data-testid="quote-form"]';
        await waitFor(page, hydrated(form), 'the quote form hydrated');
        await page.type('#devis-name', 'Awa Ouédraogo');
        await page.type('#devis-email', 'awa @exemple');
        await page.type('#devis-phone', '70123456');
        await page.evaluate(setField('#devis-service', await page.evaluate<string>(`document.querySelector('#devis-service option:nth-child(2)').value`)));
        await page.type('#devis-message', message);
        await page.pressEnter('#devis-name');
        await waitFor(page, `${text(form)}.includes(${JSON.stringify(QUOTE_INVALID_EMAIL)})`, 'the bad address refused');
        await page.evaluate(setField('#devis-email', ''));
        await page.type('#devis-email', 'awa@exemple.bf');
        await page.pressEnter('#devis-name');
        await waitFor(page, `${text(form)}.includes(${JSON.stringify(QUOTE_SUCCESS)})`, 'the request sent');
        await eventually(async () => (await adminList(request, 'api::devi.devi', { message })).length > 0, 'the request in the CMS');
        expect(await adminList(request, 'api::devi.devi', { message })).toHaveLength(1);
      });

      await test.step('the worker takes over; build files through it; a page read before opens, marked, when the site is down', async () => {
        await waitFor(page, 'navigator.serviceWorker && navigator.serviceWorker.controller', 'the service worker in control', 30);
        // Every kind of page again, their build files now answered by the worker (issue 47's failures were there).
        for (const path of ['/faq', '/demander-un-devis', '/accueil', '/nos-offres-emplois', '/faq']) {
          await page.goto(`${front.origin}${path}`);
          await waitFor(page, `document.querySelector('h1')`, `${path} rendered`);
        }
        await waitFor(page, hydrated('[data-testid="faq"] button[aria-expanded]'), 'the FAQ hydrated through the worker');
        // Pages left as soon as they loaded, while the worker still answers some of their requests: none may lose a
        // file (each page's errors are read before it is left), and the last one still comes alive.
        for (const path of ['/contact', '/faq', '/demander-un-devis', '/accueil', '/nos-offres-emplois', '/faq']) await page.goto(`${front.origin}${path}`);
        await waitFor(page, hydrated('[data-testid="faq"] button[aria-expanded]'), 'the last page hydrated');
        await front.setMode('down');
        await page.goto(`${front.origin}/faq`);
        await waitFor(page, `${text('[data-testid="offline-banner"]')}.startsWith('Le site ne répond pas : voici la copie')`, 'the copy marked');
        expect(await page.evaluate<string>(text('h1'))).toBe('Foire aux questions');
        await keepScreenshot(page, `${engine.name}-copie`);
        await front.setMode('pass');
      });

      expect(await page.errors()).toEqual([]);
    } finally {
      await page.close();
      await front.stop();
    }
  });
}
