// The site in the other browser engines than Chromium, from Debian's packages: Firefox ESR driven by puppeteer-core
// over WebDriver BiDi, and WebKitGTK (MiniBrowser under Xvfb) driven over classic WebDriver by a client of a few
// lines (fetch). Playwright drives only its own builds of Firefox and WebKit, which cannot be downloaded here.
// One small interface for both, enough for e2e/engines.spec.ts; what each engine checks: e2e/README.md.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, createProfile } from '@puppeteer/browsers';
import puppeteer from 'puppeteer-core';
import { freePort } from '../servers';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export type EnginePage = {
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The value of a JavaScript expression in the page (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>;
  click(selector: string): Promise<void>;
  /** Types `text` into the element, key by key, after what it holds. */
  type(selector: string, text: string): Promise<void>;
  /** Presses Enter in the field: its form is sent, as a visitor on a phone's keyboard does. */
  pressEnter(selector: string): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** Page errors seen so far: uncaught errors, rejections, files that failed to load, and the engine's own error lines. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
};

export type Engine = { name: 'firefox' | 'webkit'; open(width: number, height: number): Promise<EnginePage> };

/**
 * Collects a page's errors from its first script on: uncaught errors, unhandled rejections, and (in the capture
 * phase, where they do not bubble) scripts, stylesheets and pictures that failed to load.
 */
const WATCH_ERRORS = `(() => {
  if (window.__engineErrors) return;
  const errors = (window.__engineErrors = []);
  addEventListener('error', (event) => {
    const target = event.target;
    errors.push(location.pathname + ': ' + (target && target !== window ? 'Failed to load ' + (target.src || target.href || target.tagName) : String(event.message)));
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push(location.pathname + ': Unhandled rejection: ' + (event.reason && event.reason.message || event.reason)));
})()`;

/** How long a page may take to load in the engines' journeys. */
const NAVIGATION_TIMEOUT_MS = 30_000;

const READ_ERRORS = 'window.__engineErrors ? window.__engineErrors.slice() : []';
const INTERCEPTION_LOG = /A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

export const firefox: Engine = {
  name: 'firefox',
  async open(width, height) {
    // Started here, as the other engine's processes, rather than by puppeteer.launch: its 30 s wait for Firefox's
    // address dropped what Firefox had printed (CI once saw that wait run out, and nothing else).
    const profile = await mkdtemp(join(tmpdir(), 'adive-firefox-'));
    await createProfile(Browser.FIREFOX, {
      path: profile,
      preferences: {
        // No update checks or captive portal probes: this machine reaches no such service.
        'app.update.enabled': false,
        'network.captive-portal-service.enabled': false,
        // One content process for every site, as puppeteer.launch sets it (its input events need it).
        'fission.webContentIsolationStrategy': 0,
      },
    });
    const browserProcess = watched(FIREFOX_PATH, ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', 'about:blank']);
    const stop = async () => {
      await browserProcess.stop();
      await rm(profile, { recursive: true, force: true }).catch(() => undefined);
    };
    const browser = await browserProcess
      .started(
        browserProcess
          .printed(/WebDriver BiDi listening on (ws:\/\/\S+)\r?\n/)
          .then((address) => puppeteer.connect({ browserWSEndpoint: `${address}/session`, protocol: 'webDriverBiDi' })),
        'no WebDriver BiDi session',
      )
      .catch(async (error) => {
        await stop();
        throw error;
      });
    const page = await (async () => {
      const page = await browser.newPage();
      await page.setViewport({ width, height });
      await page.evaluateOnNewDocument(WATCH_ERRORS);
      return page;
    })().catch(async (error) => {
      await browser.close().catch(() => undefined);
      await stop();
      throw error;
    });
    const engineErrors: string[] = [];
    page.on('pageerror', (error) => {
      const text = String(error instanceof Error ? error.message : error);
      // Firefox writes this line for every request its worker was answering when the page was left (measured: none
      // with the worker off, a dozen in 72 quick page changes with it, bench/firefox-leaving.mjs), and also for a file
      // that does fail; the second kind reaches the page as an error event, which WATCH_ERRORS records.
      if (!INTERCEPTION_LOG.test(text)) engineErrors.push(`${new URL(page.url()).pathname}: ${text}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') engineErrors.push(`${new URL(page.url()).pathname}: console: ${message.text()}`);
    });
    const seen: string[] = [];
    const keepErrors = async () => {
      seen.push(...((await page.evaluate(READ_ERRORS).catch(() => [])) as string[]));
    };
    return {
      async goto(url) {
        await keepErrors();
        // As a link followed by a visitor, then the new page's load. Under load, puppeteer's goto over BiDi returned
        // before the page it asked for had loaded (14 in 180 with the worker, 4 without: bench/firefox-navigation.mjs),
        // and the journey's next step ran on the page before: the FAQ never hydrated, once a React #412. The passing
        // about:blank Firefox shows on the way counts for nothing.
        await page.evaluate(`window.__leftByDriver = true; location.href = ${JSON.stringify(url)}`);
        for (const until = Date.now() + NAVIGATION_TIMEOUT_MS; ; ) {
          const arrived = await page.evaluate(`!window.__leftByDriver && location.protocol !== 'about:' && document.readyState === 'complete'`).catch(() => false);
          if (arrived) return;
          if (Date.now() > until) {
            const at = await page.evaluate('[location.href, document.readyState]').catch((error) => String(error));
            throw new Error(`${url}: not loaded within ${NAVIGATION_TIMEOUT_MS / 1000} s (the page: ${JSON.stringify(at)})`);
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
      click: (selector) => page.click(selector),
      type: (selector, text) => page.type(selector, text),
      pressEnter: (selector) => page.type(selector, '\n'),
      screenshot: async () => Buffer.from(await page.screenshot()),
      async errors() {
        await keepErrors();
        return [...new Set([...seen, ...engineErrors])];
      },
      async close() {
        await browser.close().catch(() => undefined);
        await stop();
      },
    };
  },
};

/** How long Firefox, Xvfb and WebKit's driver may each take to start on a loaded 2-core machine (Firefox's address
 * 0.7 s, its whole launch 4 to 6 s here; the others a few hundred ms). */
const START_TIMEOUT_MS = 60_000;

/**
 * A process whose start can be waited for: its output is kept, to be shown if it fails or stops. In a process group
 * of its own, so that `stop` also ends what it started (MiniBrowser and WebKit's processes, for the driver).
 */
function watched(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe', 'pipe'], detached: true });
  let output = '';
  const readers = new Set<() => void>();
  const read = (chunk: Buffer) => {
    output += chunk;
    for (const reader of readers) reader();
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<never>((_, reject) => {
    // A command that cannot be started at all (not installed) emits only 'error'.
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    // 'close' rather than 'exit': the output has then been read to its end.
    child.on('close', (code, signal) => reject(new Error(`${command} stopped (${signal ?? code}) before it was ready:\n${output}`)));
  });
  exited.catch(() => undefined);
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone, or never started.
    }
  };
  /** Asks the process and what it started to stop, kills them if they are still there 5 s later. */
  const stop = async () => {
    signal('SIGTERM');
    const kill = setTimeout(() => signal('SIGKILL'), 5_000);
    await Promise.race([exited.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    clearTimeout(kill);
  };
  // Not left running if the test's process ends first (a worker stopped by a timeout).
  const killOnExit = () => signal('SIGKILL');
  process.once('exit', killOnExit);
  child.on('close', () => process.off('exit', killOnExit));
  /** What `ready` gives once the process has started; if it stops first, or within START_TIMEOUT_MS no `ready`, it is
   * stopped and the error shows what it printed. */
  const started = async <T>(ready: Promise<T>, missing: string): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${command}: ${missing} within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    });
    try {
      return await Promise.race([ready, exited, late]);
    } catch (error) {
      await stop();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  /** The first group of `pattern` once the output holds it. */
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const check = () => {
        const match = pattern.exec(output);
        if (!match) return;
        readers.delete(check);
        resolve(match[1]!);
      };
      readers.add(check);
      check();
    });
  return { child, exited, started, printed, stop };
}

/**
 * A virtual screen for MiniBrowser. Xvfb itself, not xvfb-run: with -displayfd it picks a free display and says
 * which once it accepts connections, where xvfb-run's `wait` for its ready signal waits for ever if the signal came
 * before it. (CI once saw no driver answer in 10 s, with its output thrown away: now it is kept, and shown.)
 */
async function startXvfb() {
  const xvfb = watched('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp']);
  const display = new Promise<string>((resolve) => {
    let written = '';
    (xvfb.child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk) => {
      written += chunk;
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
  });
  return { display: await xvfb.started(display, 'no display'), xvfb };
}

export const webkit: Engine = {
  name: 'webkit',
  async open(width, height) {
    const port = await freePort();
    const { display, xvfb } = await startXvfb();
    const driver = watched('WebKitWebDriver', [`--port=${port}`], { DISPLAY: display });
    // Closing the page, or a failed start, ends the driver, MiniBrowser and the screen.
    const stop = async () => {
      await Promise.all([driver.stop(), xvfb.stop()]);
    };
    const base = `http://127.0.0.1:${port}`;
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(base + path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
      if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error} ${value?.message}`);
      return value;
    };
    const answering = async () => {
      // Asked again until it answers; a failed start ends the driver, and with it this loop.
      while (driver.child.exitCode === null && driver.child.signalCode === null) {
        if (await call('GET', '/status').then(() => true, () => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('WebKitWebDriver stopped');
    };
    // The session starts MiniBrowser: within the driver's start, so that a browser that does not come shows the
    // driver's output too.
    const newSession = async () => {
      await answering();
      return call<{ sessionId: string }>('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
          },
        },
      });
    };
    const { sessionId } = await driver
      .started(Promise.race([newSession(), xvfb.exited]), 'no WebDriver session (no answer, or no MiniBrowser)')
      .catch(async (error) => {
        await stop();
        throw error;
      });
    const session = `/session/${sessionId}`;
    await call('POST', `${session}/window/rect`, { width, height }).catch(() => undefined);
    const element = async (selector: string) => {
      const found = await call<Record<string, string>>('POST', `${session}/element`, { using: 'css selector', value: selector });
      return Object.values(found)[0];
    };
    const evaluate = <T>(expression: string) => call<T>('POST', `${session}/execute/sync`, { script: `return (${expression});`, args: [] });
    const seen: string[] = [];
    const keepErrors = async () => {
      seen.push(...(await evaluate<string[]>(READ_ERRORS).catch(() => [] as string[])));
    };
    return {
      async goto(url) {
        await keepErrors();
        await call('POST', `${session}/url`, { url });
        // Classic WebDriver cannot run a script before the page's own: errors are watched from its load on.
        await evaluate(WATCH_ERRORS);
      },
      evaluate,
      click: async (selector) => void (await call('POST', `${session}/element/${await element(selector)}/click`, {})),
      type: async (selector, text) => void (await call('POST', `${session}/element/${await element(selector)}/value`, { text })),
      pressEnter: async (selector) => void (await call('POST', `${session}/element/${await element(selector)}/value`, { text: '\uE007' })),
      screenshot: async () => Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64'),
      async errors() {
        await keepErrors();
        return [...new Set(seen)];
      },
      async close() {
        await call('DELETE', session).catch(() => undefined);
        await stop();
      },
    };
  },
};
