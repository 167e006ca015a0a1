import { defineConfig, devices } from '@playwright/test';
import { SITE } from './e2e/env';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const CMS_EDITS = /(webhook|hostile-content|cms-faults|preview|instances|request-follow-up|personal-data)\.spec\.ts/;
const PRODUCTION = /production\.spec\.ts/;
const LOAD = /load\.spec\.ts/;
const ENGINES = /engines\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['json', { outputFile: '.test-reports/playwright.json' }],
  ],
  use: {
    baseURL: SITE,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker would answer requests that suites route or count: on only where a test says so
    // (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is impossible here.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // The production topology of docs/deploy.md (its own build, CMS, proxy): one serial file of four minutes that
    // touches nothing of the other projects' servers. After the browser suites (its build would slow them, and did:
    // 1022 s against 927 s), beside the CMS edits, and listed first so that a worker starts it as soon as they end
    // while the other takes the CMS edits (listed after them, it waited for a worker: the last 135 s alone).
    { name: 'production', use: { ...devices['Desktop Chrome'] }, testMatch: PRODUCTION, dependencies: ['chromium'] },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: [CMS_EDITS, PRODUCTION, LOAD, ENGINES] },
    // Firefox ESR and WebKitGTK from Debian, driven without Playwright's browsers (e2e/engines/drivers.ts).
    { name: 'engines', testMatch: ENGINES },
    // Edit content in the CMS under test: after the others, so that they see the seeded content only.
    { name: 'cms-edits', use: { ...devices['Desktop Chrome'] }, testMatch: CMS_EDITS, dependencies: ['chromium'] },
    // Saturates the machine: alone, at the very end.
    { name: 'load', testMatch: LOAD, dependencies: ['cms-edits', 'production'] },
  ],
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    url: `${SITE}/`,
    timeout: 15 * 60_000,
    // E2E_REUSE_SERVER=1: run against servers already started with `node scripts/e2e-servers.mjs` (local iterations).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
