import { expect, test, type Browser } from '@playwright/test';
import { quoteRequest } from '../lib/forms/quote';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '../lib/messages';
import { REQUEST_RATE_LIMITED } from '../lib/forms/rateLimited';
import { applicationMessages } from '../lib/forms/application';
import { CMS_HOST, LTS_NODE_VERSION, redisCli, startProduction, startRedis, type Production } from '../scripts/lib/production.mjs';
import { createRunner, freePort, type Runner } from '../scripts/lib/servers.mjs';
import { downloadCv, eventually } from './cmsAdmin';
import { SITE } from './env';
import { startFaultProxy } from './faultProxy';
import { APPLY_BUTTON, fillApplication, fillQuote, openApplicationForm, QUOTE_SUCCESS, TEST_PDF, uniqueTag } from './forms';
import { serviceWorkerControls } from './helpers';
import { startMailSink, type MailSink } from './mailSink';

// docs/deploy.md's production rehearsed here, configured as the document says (nginx, two LTS standalone instances,
// Redis, Strapi on a throw-away PostgreSQL as cms.interne) and checked through the proxy as a visitor or attacker
// would reach it. Alone in its project: it builds the site once more.

const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as Record<
  'jobs' | 'blogs' | 'formations' | 'faqs' | 'biblios',
  { slug?: string; titre?: string; question?: string; date_expiration?: string }[]
>;

const SECRETS = {
  cmsToken: 'rehearsal-cms-token',
  revalidate: 'rehearsal-revalidate-secret',
  preview: 'rehearsal-preview-secret',
  adminEmail: 'editeur@adive.test',
  adminPassword: 'Repetition-2026',
};
/** FORM_RATE_LIMIT's default (lib/http/rateLimit.ts): the rehearsal runs the documented defaults. */
const ADDRESS_LIMIT = 20;
const quote = { nom: 'Mariam Kaboré', phone: '70112233', service: 'Vente en ligne' };

let dir: string;
let runner: Runner;
let production: Production;
/** The firm's mail server (docs/deploy.md: SMTP_HOST), down until a test starts it. */
let smtpPort: number;
let sink: MailSink | undefined;
const NOTIFY = 'equipe@adive.test';
/** Quotes this run posted from this machine's address (the per-address limit counts them all). */
let postedFromHere = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  dir = mkdtempSync(join(tmpdir(), 'adive-production-'));
  const log = openSync(join(dir, 'servers.log'), 'a');
  runner = createRunner({ stdio: ['ignore', log, log] });
  smtpPort = await freePort();
  production = await startProduction(runner, {
    dir,
    secrets: SECRETS,
    // docs/deploy.md's SMTP settings, the retries made seconds apart to fit a test.
    cmsEnv: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_TIMEOUT_MS: '2000', NOTIFY_EMAIL: NOTIFY, MAIL_RETRY_DELAYS: '2s', MAIL_SWEEP_SECONDS: '1' },
    log: (step) => console.log(`[production] ${step}`),
  });
});

test.afterAll(async () => {
  await sink?.stop();
  await runner?.stopAllAndWait();
  if (dir) rmSync(dir, { recursive: true, force: true });
  rmSync('.next-production', { recursive: true, force: true });
});

const through = (path: string, init?: RequestInit) => fetch(`${production.proxy.origin}${path}`, { redirect: 'manual', ...init });

/** A quote posted through the proxy without JavaScript, as `forwardedFor` claims to be; the alert shown. */
async function postQuote(browser: Browser, email: string, message: string, forwardedFor?: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} });
  try {
    const page = await context.newPage();
    await page.goto(`${production.proxy.origin}/demander-un-devis`);
    const form = await fillQuote(page, { ...quote, email, message });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    postedFromHere += 1;
    // The page's answer, or past the address's limit the proxy's own page (it refuses the post before reading it).
    const alert = page.getByTestId('quote-form').locator('[data-alert] p');
    const limited = page.getByRole('heading', { level: 1, name: 'Trop de demandes' });
    await expect(alert.or(limited)).toBeVisible();
    const answer = (await limited.isVisible()) ? page.locator('main p').first() : alert;
    return (await answer.textContent())?.trim() ?? '';
  } finally {
    await context.close();
  }
}

test('pages, CMS pictures and security headers through the proxy, from a CMS reached by name, on Node.js LTS', async () => {
  // The instances run the LTS binary, and read the CMS under its internal name (not an IP literal).
  expect(spawnSync(production.node, ['--version'], { encoding: 'utf8' }).stdout.trim()).toBe(`v${LTS_NODE_VERSION}`);
  for (const instance of production.instances) expect(readlinkSync(`/proc/${instance.process.pid}/exe`)).toBe(production.node);
  expect(production.cms.named).toContain(`//${CMS_HOST}:`);

  for (const path of ['/accueil', '/nos-offres-emplois', '/faq', '/nos-formations', `/jobs/${seed.jobs[0]!.slug}`]) {
    const response = await through(path);
    expect(response.status, path).toBe(200);
  }
  const missing = await through('/page-qui-n-existe-pas');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Cette page est introuvable');

  // Every optimised CMS picture of the training list: 200 and an image, fetched from cms.interne by the optimizer.
  const html = await (await through('/nos-formations')).text();
  const pictures = [...new Set([...html.matchAll(/\/_next\/image\?url=([^"&\s]+)&amp;w=(\d+)/g)].map((match) => `/_next/image?url=${match[1]}&w=${match[2]}&q=75`))];
  expect(pictures.length, 'optimised CMS pictures on /nos-formations').toBeGreaterThan(0);
  for (const picture of pictures.slice(0, 4)) {
    expect(decodeURIComponent(picture)).toContain(`//${CMS_HOST}:`);
    const response = await through(picture, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(response.status, picture).toBe(200);
    expect(response.headers.get('content-type'), picture).toMatch(/^image\//);
  }

  const headers = (await through('/accueil')).headers;
  expect(headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBeTruthy();
  expect(headers.get('x-powered-by')).toBeNull();
});

test('Strapi on PostgreSQL: seeded, readable by the public, writable by the site only; a quote stored through the proxy', async ({ browser }) => {
  const api = `${production.cms.origin}/api`;
  const count = async (collection: string) =>
    ((await (await fetch(`${api}/${collection}?pagination[pageSize]=1`)).json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
  for (const [collection, items] of [['jobs', seed.jobs], ['blogs', seed.blogs], ['formations', seed.formations], ['faqs', seed.faqs], ['biblios', seed.biblios]] as const) {
    expect(await count(collection), `${collection} seeded in PostgreSQL`).toBe(items.length);
  }
  expect(Number(production.postgres.query("select count(*) from jobs where published_at is not null and locale = 'fr'"))).toBe(seed.jobs.length);
  expect(production.postgres.query(`select url from strapi_webhooks where name = 'site-revalidate'`)).toBe(`${production.proxy.origin}/api/revalidate`);

  // Nobody writes requests straight to the CMS, past the site's checks; the site's token does.
  const post = (collection: string, data: Record<string, unknown>, token?: string) =>
    fetch(`${api}/${collection}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
    });
  const order = { nom: 'Robot', telephone: '70000000', total: 1, lignes: [{ titre: 'Livre', prix_unitaire: 1, quantite: 1 }] };
  const requests: [string, Record<string, unknown>][] = [
    ['newsletters', { nom: 'Robot', email: 'robot@adive.test' }],
    ['devis', { nom: 'Robot', email: 'robot@adive.test', phone: '70000000', service: 'x', message: 'x' }],
    ['contacts', { name: 'Robot', email: 'robot@adive.test', indicatif: '+226', phone: '70000000', subject: 'x', message: 'x' }],
    ['commandes', order],
  ];
  for (const [collection, data] of requests) expect((await post(collection, data)).status, `anonymous POST /api/${collection}`).toBe(403);
  expect((await post('commandes', order, 'not-the-token')).status).toBe(401);
  expect((await fetch(`${api}/devis`)).status).toBe(403);
  expect((await fetch(`${api}/newsletters`, { headers: { Authorization: `Bearer ${SECRETS.cmsToken}` } })).status, 'the token cannot list subscribers').toBe(403);
  expect(Number(production.postgres.query(`select count(*) from newsletters`))).toBe(0);

  const message = uniqueTag('repetition');
  expect(await postQuote(browser, 'mariam.kabore@exemple.bf', message)).toBe(QUOTE_SUCCESS);
  expect(production.postgres.query(`select nom from devis where message = '${message}'`)).toBe(quote.nom);
});

test('two Strapi processes on one PostgreSQL: requests kept through a mail server outage are e-mailed once each', async () => {
  test.setTimeout(120_000);
  // A second CMS process on the same database, as a second machine or a restart overlapping the first would be.
  const second = await production.startCms(await freePort(), 'cms-b');
  try {
    const tag = uniqueTag('deux-cms');
    const quotes = Array.from({ length: 8 }, (_, index) => ({ nom: `Client ${index}`, email: `${tag}-${index}@exemple.bf`, phone: '70112233', service: 'Vente en ligne', message: `${tag}-${index}` }));
    // The site's writes, shared between the two processes; the mail server is down.
    for (const [index, data] of quotes.entries()) {
      const api = index % 2 ? second.api : `${production.cms.origin}/api`;
      const response = await fetch(`${api}/devis`, { method: 'POST', headers: { Authorization: `Bearer ${SECRETS.cmsToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ data }) });
      expect(response.status).toBe(201);
    }
    expect(Number(production.postgres.query(`select count(*) from devis where message like '${tag}%' and email_etat = 'en attente'`))).toBe(8);

    // The mail server back: both processes sweep every second.
    sink = await startMailSink(smtpPort);
    const firm = (index: number) => sink!.mails.filter((mail) => mail.to.includes(NOTIFY) && mail.text.includes(`${tag}-${index}\n`));
    const acknowledgements = (index: number) => sink!.mails.filter((mail) => mail.to.includes(`${tag}-${index}@exemple.bf`));
    await eventually(async () => quotes.every((_, index) => firm(index).length > 0 && acknowledgements(index).length > 0), 'every e-mail', 40);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    for (const index of quotes.keys()) {
      expect(firm(index), `firm e-mail of quote ${index}`).toHaveLength(1);
      expect(acknowledgements(index), `acknowledgement of quote ${index}`).toHaveLength(1);
    }
    expect(Number(production.postgres.query(`select count(*) from devis where message like '${tag}%' and email_etat = 'envoyé' and accuse_etat = 'envoyé' and envoi_jeton is null`))).toBe(8);
  } finally {
    process.kill(-second.process.pid!, 'SIGTERM');
  }
});

test('two Strapi processes on one PostgreSQL: a request delivered four times at once, to either, is stored once and e-mailed once', async () => {
  test.setTimeout(120_000);
  // A kept request sent again while the first delivery is in flight (a dropping connection, two tabs), reaching both
  // processes: the database holds each delivery key once (its unique index), whatever the timing.
  const second = await production.startCms(await freePort(), 'cms-c');
  try {
    const tag = uniqueTag('une-cle');
    const keys = Array.from({ length: 5 }, (_, index) => `${tag}-${index}`);
    const answers = await Promise.all(
      keys.flatMap((key, index) =>
        Array.from({ length: 4 }, (_, copy) =>
          fetch(`${copy % 2 ? second.api : `${production.cms.origin}/api`}/devis`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${SECRETS.cmsToken}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ data: { nom: `Client ${index}`, email: `${key}@exemple.bf`, phone: '70112233', service: 'Vente en ligne', message: key, cle_envoi: key } }),
          }).then(async (response) => ({ key, status: response.status, documentId: ((await response.json()) as { data: { documentId: string } }).data.documentId })),
        ),
      ),
    );
    for (const key of keys) {
      const mine = answers.filter((answer) => answer.key === key);
      expect(mine.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      // Every delivery is answered with the one stored record.
      expect(new Set(mine.map((answer) => answer.documentId)).size, key).toBe(1);
      expect(production.postgres.query(`select count(*) from devis where cle_envoi = '${key}'`), key).toBe('1');
    }
    sink ??= await startMailSink(smtpPort);
    const firm = (key: string) => sink!.mails.filter((mail) => mail.to.includes(NOTIFY) && mail.text.includes(`${key}\n`));
    await eventually(async () => keys.every((key) => firm(key).length > 0), 'a firm e-mail for each request', 40);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const key of keys) expect(firm(key), key).toHaveLength(1);
  } finally {
    process.kill(-second.process.pid!, 'SIGTERM');
  }
});

test('an application with a 2 MB CV passes the proxy, is stored in PostgreSQL, and its CV is no public file', async ({ page }) => {
  const job = seed.jobs.find((candidate) => (candidate.date_expiration ?? '') >= new Date().toISOString().slice(0, 10))!;
  const email = `${uniqueTag('candidature-prod')}@exemple.bf`;
  const form = await openApplicationForm(page, `${production.proxy.origin}/jobs/${job.slug}`);
  const cv = Buffer.concat([TEST_PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
  await fillApplication(form, { name: 'Salif Compaoré', email, indicatif: '+226', phone: '70112233', message: '' }, {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: cv,
  });
  await form.getByRole('button', { name: APPLY_BUTTON }).click();
  postedFromHere += 1;
  await expect(form.locator('[data-alert="success"] p')).toHaveText(applicationMessages.applicationSuccess(job.titre!));
  expect(production.postgres.query(`select intitule_offre from candidatures where email = '${email}'`)).toBe(job.titre);
  // Kept out of the Media Library: described on the application, under a random name.
  const file = production.postgres.query(`select cv->>'fichier' from candidatures where email = '${email}'`);
  expect(file).toMatch(/^[0-9a-f]{32}\.pdf$/);
  expect(production.postgres.query(`select count(*) from files where name like 'CV %'`)).toBe('0');
  expect((await fetch(`${production.cms.origin}/uploads/${file}`)).status).toBe(404);
  // Only the site deposits applications.
  const anonymous = await fetch(`${production.cms.origin}/api/candidatures/depot`, { method: 'POST', body: new FormData() });
  expect(anonymous.status).toBe(403);
});

test('a publish in Strapi reaches both instances through the webhook sent to the proxy', async () => {
  test.setTimeout(120_000);
  const login = await fetch(`${production.cms.origin}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: SECRETS.adminEmail, password: SECRETS.adminPassword }),
  });
  expect(login.status).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`, 'Content-Type': 'application/json' };
  const list = (origin: string) => fetch(`${origin}/nos-offres-emplois`).then((response) => response.text());
  for (const instance of production.instances) await list(instance.origin);

  const titre = `Offre répétée ${Date.now()}`;
  const entries = `${production.cms.origin}/content-manager/collection-types/api::job.job`;
  const created = await fetch(entries, {
    method: 'POST',
    headers,
    body: JSON.stringify({ titre, slug: `repetition-${Date.now()}`, description: 'Offre de la répétition.', pays: 'Burkina Faso', urgent: false }),
  });
  expect(created.status).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  expect((await fetch(`${entries}/${documentId}/actions/publish`, { method: 'POST', headers, body: '{}' })).status).toBe(200);
  for (const instance of production.instances) {
    await eventually(async () => (await list(instance.origin)).includes(titre), `the published job on ${instance.origin}`, 15);
  }
});

test('after a new build is deployed, pages saved from the previous one open offline, a page never read lists them, a quote kept offline reaches the new build once', async ({ browser }) => {
  test.setTimeout(180_000);
  // One address for the visitor: build A (the run's own site) first, then this rehearsal's build B behind it. The
  // proxy plays nginx's part for B (a trusted hop), and this visitor comes from an address of its own, so that its
  // quote is not counted against the per-address limit the next test measures.
  const front = await startFaultProxy(SITE);
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: front.origin, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.37' } });
  try {
    const page = await context.newPage();
    const sends: string[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/envois')) void response.text().then((body) => sends.push(`${response.status()} ${body}`), () => undefined);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const read = ['/accueil', '/faq', '/demander-un-devis'];
    await page.goto(read[0]!);
    await serviceWorkerControls(page);
    for (const path of read) await page.goto(path);
    const buildOf = async () => (await page.content()).match(/\\?"b\\?":\\?"([\w-]+)\\?"/)?.[1];
    const buildA = await buildOf();
    const filesA = await page.evaluate(() => [...document.scripts].map((script) => new URL(script.src || location.href).pathname).filter((path) => path.startsWith('/_next/static/')));
    // A tab left open on build A while B is deployed.
    const leftOpen = await context.newPage();
    leftOpen.on('pageerror', (error) => errors.push(error.message));
    await leftOpen.goto('/faq');

    front.retarget(production.instances[0]!.origin);
    const missing = [];
    for (const file of filesA) if ((await fetch(`${front.origin}${file}`)).status !== 200) missing.push(file);
    test.info().annotations.push({ type: 'build files of A gone in B', description: `${missing.length} of ${filesA.length}` });

    // Offline: every saved page opens from build A's copy, a page never read lists them, a quote typed offline waits.
    await context.setOffline(true);
    for (const path of read) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toBeVisible();
    }
    await page.goto('/nos-services');
    await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
    const saved = await page.getByTestId('saved-pages').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(saved.sort()).toEqual([...read].sort());
    await page.goto('/demander-un-devis');
    const message = uniqueTag('deux-versions');
    const form = await fillQuote(page, { ...quote, email: 'issa.sawadogo@exemple.bf', message });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.locator('[data-alert="queued"] p')).toHaveText(messages.requestQueued);

    // Back online: sent by the worker (Background Sync, through build B's /api/envois) and told on this page of build A;
    // or, failing that, sent and told by the next page (build B no longer knows A's server action).
    await context.setOffline(false);
    const sent = page.getByTestId('queued-sent').locator('p');
    const toldOnA = await expect(sent).toHaveText(quoteRequest.queued.sent, { timeout: 15_000 }).then(() => true, () => false);
    if (toldOnA) await expect(form.locator('[data-alert="queued"]')).toHaveCount(0);
    else {
      await page.goto('/faq');
      await expect(sent).toHaveText(quoteRequest.queued.sent);
    }
    // The tab left open hears it too, once.
    await expect(leftOpen.getByTestId('queued-sent').locator('p')).toHaveText(quoteRequest.queued.sent);
    test.info().annotations.push({ type: 'kept message told', description: `${toldOnA ? 'on the page of build A' : 'on the next page (build B)'}; worker sends: ${sends.join(', ') || 'none'}` });
    await eventually(async () => production.postgres.query(`select count(*) from devis where message = '${message}'`) === '1', 'the kept quote in PostgreSQL', 10);

    // Online, pages come from build B; the tab left on build A navigates to a page of B without failing.
    const buildB = await (async () => {
      await page.goto('/accueil');
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);
      return buildOf();
    })();
    expect(buildB, 'a second build').not.toBe(buildA);
    await leftOpen.getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(leftOpen).toHaveURL(/\/contact$/);
    await expect(leftOpen.getByTestId('contact-form')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await front.stop();
  }
  expect(production.postgres.query(`select count(*) from devis where message like 'deux-versions-%'`)).toBe('1');
});

test('a forged X-Forwarded-For does not escape the per-address limit, counted by both instances together in Redis', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('limite');
  const answers: string[] = [];
  // Each post claims another address and gives another e-mail; nginx sends them to both instances in turn.
  while (postedFromHere < ADDRESS_LIMIT + 1) {
    const n = postedFromHere;
    answers.push(await postQuote(browser, `robot${n}@exemple.bf`, `${tag}-${n}`, `203.0.113.${n}`));
  }
  expect(answers.at(-1)).toBe(REQUEST_RATE_LIMITED);
  expect(answers.slice(0, -1).every((answer) => answer === QUOTE_SUCCESS)).toBe(true);
  expect(Number(production.postgres.query(`select count(*) from devis where message like '${tag}-%'`))).toBe(answers.length - 1);
  expect(redisCli(production.redis.port, '--scan', '--pattern', 'adive:limit:*')).not.toBe('');
});

test('a Redis that stops answering, and an instance started while Redis is unreachable, still serve pages', async () => {
  test.setTimeout(180_000);
  const timed = async (origin: string, path: string) => {
    const started = Date.now();
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, ms: Date.now() - started };
  };
  const paths = ['/accueil', '/faq', '/contact', `/jobs/${seed.jobs[1]!.slug}`];

  // SIGSTOP: connections stay open, nothing answers.
  const redisPid = production.redis.process.pid!;
  process.kill(redisPid, 'SIGSTOP');
  try {
    for (const path of paths) {
      const answer = await timed(production.proxy.origin, path);
      expect(answer.status, `${path} with Redis stopped`).toBe(200);
      expect(answer.ms, `${path} with Redis stopped (ms)`).toBeLessThan(2_000);
    }
  } finally {
    process.kill(redisPid, 'SIGCONT');
  }
  // Back: pages rendered now reach Redis again (a page no instance rendered yet adds keys).
  const keysBefore = Number(redisCli(production.redis.port, 'dbsize'));
  await eventually(async () => {
    await timed(production.proxy.origin, `/jobs/${seed.jobs[2]!.slug}?r=${Date.now()}`);
    await timed(production.proxy.origin, `/actualite/${seed.blogs[1]!.slug}`);
    return Number(redisCli(production.redis.port, 'dbsize')) > keysBefore;
  }, 'new entries in Redis after SIGCONT', 30);

  // A third instance started while its Redis is not there: it serves pages, then uses Redis once it comes.
  const redisPort = await freePort();
  const sitePort = await freePort();
  const { origin } = await production.startInstance(sitePort, `redis://127.0.0.1:${redisPort}`);
  for (const path of paths) {
    const answer = await timed(origin, path);
    expect(answer.status, `${path} on an instance started without Redis`).toBe(200);
    expect(answer.ms, `${path} on an instance started without Redis (ms)`).toBeLessThan(2_000);
  }
  await startRedis(runner, redisPort);
  await eventually(async () => {
    await timed(origin, `/actualite/${seed.blogs[0]!.slug}`);
    await timed(origin, `/formations/${seed.formations[0]!.slug}`);
    return Number(redisCli(redisPort, 'dbsize')) > 0;
  }, 'the late instance writing to its Redis once it is there', 30);
});

test('backup and restore: the CMS and its PostgreSQL database destroyed, rebuilt from the signed, encrypted archive with every request, its status and the CV, an erasure made since done again, quiet until told; a forged archive refused', async () => {
  test.setTimeout(300_000);
  const cmsFiles = { public: join(production.cms.dir, 'public'), private: join(production.cms.dir, 'private') };
  // The CMS's machine: its database, its folders, its erasures' ledger (kept by a restore) and its signing key.
  const signingKey = join(dir, 'cle-signature', 'signature-sauvegardes.key');
  const cmsEnv = {
    ...process.env,
    DATABASE_URL: production.postgres.url,
    CMS_PUBLIC_DIR: cmsFiles.public,
    CMS_PRIVATE_DIR: cmsFiles.private,
    CMS_ERASURES_DIR: join(production.cms.dir, 'effacements'),
    BACKUP_SIGNING_KEY: signingKey,
  };
  const cms = (script: string, ...args: string[]) => spawnSync(process.execPath, [`cms/scripts/${script}.js`, ...args], { env: cmsEnv, encoding: 'utf8' });
  const login = async () => {
    const response = await fetch(`${production.cms.origin}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: SECRETS.adminEmail, password: SECRETS.adminPassword }) });
    expect(response.status).toBe(200);
    return { Authorization: `Bearer ${(await response.json()).data.token as string}`, 'Content-Type': 'application/json' };
  };
  const entries = (uid: string) => `${production.cms.origin}/content-manager/collection-types/${uid}`;

  // What the firm holds: the seeded content, the requests of the tests before (one handled by the team), an
  // application and its CV.
  let headers = await login();
  const quotes = (await (await fetch(`${entries('api::devi.devi')}?page=1&pageSize=1&sort=createdAt:DESC`, { headers })).json()).results as { documentId: string }[];
  const handled = await fetch(`${entries('api::devi.devi')}/${quotes[0]!.documentId}`, { method: 'PUT', headers, body: JSON.stringify({ statut: 'traitée', note_interne: 'Rappelé avant la sauvegarde.' }) });
  expect(handled.status).toBe(200);
  const held = () => ({
    requests: production.postgres.query(`select 'devis ' || count(*) from devis union all select 'candidatures ' || count(*) from candidatures union all select 'contacts ' || count(*) from contacts`),
    // The team's status (the e-mails' state may move on meanwhile: the mail server of the rehearsal is up).
    statuses: production.postgres.query(`select document_id || ' ' || statut || ' ' || coalesce(traitee_par, '-') || ' ' || coalesce(note_interne, '-') from devis order by id`),
    applications: production.postgres.query(`select document_id || ' ' || email from candidatures order by id`),
    jobs: production.postgres.query('select count(*) from jobs'),
  });
  // A quote whose e-mails wait (the mail server down) when the backup is made.
  await sink?.stop();
  sink = undefined;
  const waitingTag = uniqueTag('en-attente-sauvegarde');
  const waitingQuote = await fetch(`${production.cms.origin}/api/devis`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRETS.cmsToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { nom: 'Awa Attente', email: `${waitingTag}@exemple.bf`, phone: '70112233', service: 'Vente en ligne', message: waitingTag } }),
  });
  expect(waitingQuote.status).toBe(201);
  await eventually(async () => production.postgres.query(`select email_essais from devis where message = '${waitingTag}'`) === '1', 'a first failed send', 20);
  expect(production.postgres.query(`select email_etat || ' ' || accuse_etat from devis where message = '${waitingTag}'`)).toBe('en attente en attente');
  const before = held();
  expect(before.statuses).toContain(`${quotes[0]!.documentId} traitée Admin ADIVE`);
  const application = production.postgres.query(`select document_id from candidatures order by id desc limit 1`);
  expect(application).not.toBe('');
  // An application the person will ask to be erased once the backup is made.
  const erasedEmail = `${uniqueTag('effacee-apres-sauvegarde')}@exemple.bf`;
  const form = new FormData();
  form.set('data', JSON.stringify({ nom: 'Awa Effacée', email: erasedEmail, indicatif: '+226', telephone: '70112233', message: '', offre: seed.jobs.find((job) => (job.date_expiration ?? '') >= new Date().toISOString().slice(0, 10))!.slug }));
  form.set('cv', new Blob([TEST_PDF], { type: 'application/pdf' }), 'cv.pdf');
  const deposited = await fetch(`${production.cms.origin}/api/candidatures/depot`, { method: 'POST', headers: { Authorization: `Bearer ${SECRETS.cmsToken}` }, body: form });
  expect(deposited.status, await deposited.clone().text()).toBe(201);
  const erasedCv = join(cmsFiles.private, production.postgres.query(`select cv->>'fichier' from candidatures where email = '${erasedEmail}'`));
  expect(existsSync(erasedCv)).toBe(true);

  // The CMS server's signing key, made once as docs/deploy.md says; the firm keeps its public half.
  spawnSync('mkdir', ['-p', join(dir, 'cle-signature')]);
  expect(spawnSync('minisign', ['-G', '-W', '-p', signingKey.replace(/\.key$/, '.pub'), '-s', signingKey], { input: '' }).status).toBe(0);
  const signingPublicKey = signingKey.replace(/\.key$/, '.pub');

  // The firm's age key: its public half on the CMS's machine (BACKUP_AGE_RECIPIENTS), its private half kept away
  // and brought for the restore.
  const firmKey = join(dir, 'cle-age-societe.txt');
  expect(spawnSync('age-keygen', ['-o', firmKey]).status).toBe(0);
  const recipient = spawnSync('age-keygen', ['-y', firmKey], { encoding: 'utf8' }).stdout.trim();
  const backups = join(dir, 'sauvegardes');
  const made = spawnSync(process.execPath, ['cms/scripts/backup.js', '--dir', backups], { env: { ...cmsEnv, BACKUP_AGE_RECIPIENTS: recipient, BACKUP_SIGNING_PUBLIC_KEY: signingPublicKey }, encoding: 'utf8' });
  expect(made.status, made.stderr).toBe(0);
  const archive = /\[sauvegarde\] (\S+\.tar\.gz\.age) .*vérifiée, chiffrée pour BACKUP_AGE_RECIPIENTS, signée par la clé [0-9A-F]{16}/.exec(made.stdout)![1]!;
  console.log(`[production] ${made.stdout.trim()}`);
  // A forged archive: made by cms:backup --en-clair on another CMS (its own signing key), then encrypted for the
  // firm's public key and signed by its maker, as whoever can write to the backup store could.
  const forger = join(dir, 'ailleurs');
  const madeElsewhere = spawnSync(process.execPath, ['cms/scripts/backup.js', '--dir', forger, '--en-clair'], { env: { ...cmsEnv, BACKUP_SIGNING_KEY: join(forger, 'cle.key') }, encoding: 'utf8' });
  expect(madeElsewhere.status, madeElsewhere.stderr).toBe(0);
  const forged = join(dir, 'contrefaite.tar.gz.age');
  expect(spawnSync('age', ['--encrypt', '--recipient', recipient, '--output', forged, /\[sauvegarde\] (\S+\.tar\.gz) /.exec(madeElsewhere.stdout)![1]!]).status).toBe(0);
  expect(spawnSync('minisign', ['-S', '-s', join(forger, 'cle.key'), '-m', forged], { input: '' }).status).toBe(0);

  // Then the person asks, and a super administrator erases her data (« Données d'une personne »). The commands
  // above held this process past the CMS's keep-alive: a turn of the event loop first, to drop the sockets it closed.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const erased = await fetch(`${production.cms.origin}/adive/personne/suppression`, { method: 'POST', headers, body: JSON.stringify({ email: erasedEmail }) });
  expect(erased.status).toBe(200);
  expect((await erased.json()).deleted).toEqual({ 'api::candidature.candidature': 1 });
  expect(existsSync(erasedCv)).toBe(false);
  const afterErasure = held();

  // The CMS and everything it held destroyed: its process, its database, its uploads and CVs.
  const stopped = new Promise((resolve) => production.cms.process.once('exit', resolve));
  process.kill(-production.cms.process.pid!, 'SIGTERM');
  await stopped;
  production.postgres.recreate();
  rmSync(join(cmsFiles.public, 'uploads'), { recursive: true, force: true });
  rmSync(cmsFiles.private, { recursive: true, force: true });
  expect(production.postgres.query(`select count(*) from information_schema.tables where table_schema = 'public'`)).toBe('0');

  // On the empty target, refused before anything is written: an archive with one file removed, one of another schema.
  const unpacked = join(dir, 'archive-modifiee');
  const clear = join(dir, 'archive-en-clair.tar.gz');
  expect(spawnSync('age', ['--decrypt', '--identity', firmKey, '--output', clear, archive]).status).toBe(0);
  const repack = (name: string, change: () => void) => {
    rmSync(unpacked, { recursive: true, force: true });
    spawnSync('mkdir', ['-p', unpacked]);
    expect(spawnSync('tar', ['-xzf', clear, '-C', unpacked]).status).toBe(0);
    change();
    const out = join(dir, `${name}.tar.gz`);
    expect(spawnSync('tar', ['-czf', out, '-C', unpacked, '.']).status).toBe(0);
    return out;
  };
  const manifestFile = join(unpacked, 'manifest.json');
  const incomplete = repack('incomplete', () => {
    const cv = Object.keys(JSON.parse(readFileSync(manifestFile, 'utf8')).files).find((file) => file.startsWith('private/'))!;
    rmSync(join(unpacked, cv));
  });
  const otherSchema = repack('autre-schema', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, schema: '0'.repeat(64) }));
  });
  // The forged one (signed, or not, by another key than the server's), and repacked ones (unsigned, so only with
  // --non-signee, which still checks everything else).
  const forgedUnsigned = join(dir, 'contrefaite-non-signee.tar.gz.age');
  spawnSync('cp', [forged, forgedUnsigned]);
  for (const [args, message] of [
    [[forged, '--cle', firmKey, '--cle-signature', signingPublicKey], /^\[restauration\] Archive refusée : elle est signée par une autre clé \([0-9A-F]{16}\) que celle\(s\) de la société \([0-9A-F]{16}\) : elle ne vient pas du serveur du CMS/],
    [[forgedUnsigned, '--cle', firmKey, '--cle-signature', signingPublicKey], /^\[restauration\] Archive refusée : elle n'est pas signée/],
    [[incomplete, '--non-signee'], /^\[restauration\] Archive incomplète : 1 fichier\(s\) manquant\(s\), dont private\/[0-9a-f]{32}\.pdf/],
    [[otherSchema, '--non-signee'], /^\[restauration\] Archive refusée : elle a été faite avec un autre schéma du CMS/],
  ] as const) {
    const refused = cms('restore', ...args);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(message);
  }
  // Nothing written: the database, the uploads and the CVs still empty.
  expect(production.postgres.query(`select count(*) from information_schema.tables where table_schema = 'public'`)).toBe('0');
  expect(existsSync(join(cmsFiles.public, 'uploads'))).toBe(false);
  expect(existsSync(cmsFiles.private)).toBe(false);

  const started = Date.now();
  const restored = cms('restore', archive, '--cle', firmKey, '--cle-signature', signingPublicKey);
  expect(restored.status, restored.stderr).toBe(0);
  expect(restored.stdout).toMatch(/\[restauration\] Signature vérifiée : clé [0-9A-F]{16} du serveur du CMS/);
  // The erasure made after the backup, done again before the CMS can send anything.
  expect(restored.stdout).toContain('[restauration] Effacements refaits : 1 enregistrement(s) effacé(s) à nouveau, CV compris (registre : 1 effacement(s), dont 1 depuis la sauvegarde).');
  const restoreSeconds = (Date.now() - started) / 1000;
  // The mail server is up when the restored CMS starts: it sends nothing by itself.
  sink = await startMailSink(smtpPort);
  const cmsBack = await production.startCms(production.cms.port);
  console.log(`[production] ${restored.stdout.trim()} ; CMS prêt ${((Date.now() - started) / 1000).toFixed(1)} s après le début (restauration ${restoreSeconds.toFixed(1)} s)`);
  production.cms.process = cmsBack.process;

  // Every request and application back with its status, but the erased one; the content too.
  expect(held()).toEqual(afterErasure);
  expect(existsSync(erasedCv)).toBe(false);
  for (const path of ['/faq', `/jobs/${seed.jobs[0]!.slug}`, '/nos-offres-emplois']) {
    expect((await through(path)).status, path).toBe(200);
  }
  const faq = await (await fetch(`${production.cms.origin}/api/faqs?pagination[pageSize]=100`)).json();
  expect(faq.data.map((item: { question: string }) => item.question)).toEqual(expect.arrayContaining(seed.faqs.map((item) => item.question)));
  // A picture of the content, from the restored uploads.
  const picture = production.postgres.query(`select url from files where mime like 'image/%' order by id limit 1`);
  expect((await fetch(`${production.cms.origin}${picture}`)).status).toBe(200);

  // The CV: through the admin's session, and still nowhere for anyone else.
  headers = await login();
  const search = await fetch(`${production.cms.origin}/adive/personne`, { method: 'POST', headers, body: JSON.stringify({ email: erasedEmail }) });
  expect((await search.json()).records, 'the erased application after the restore').toEqual([]);
  const download = await downloadCv(production.cms.origin, headers, application);
  expect(download.status).toBe(200);
  expect(download.bytes.subarray(0, 8).equals(TEST_PDF.subarray(0, 8))).toBe(true);
  expect((await downloadCv(production.cms.origin, {}, application)).status).toBe(401);
  const entry = await fetch(`${production.cms.origin}/content-manager/collection-types/api::candidature.candidature/${application}`, { headers });
  const fileName = ((await entry.json()).data.cv as { fichier: string }).fichier;
  expect(fileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
  expect((await fetch(`${production.cms.origin}/uploads/${fileName}`)).status).toBe(404);
  const files = await fetch(`${production.cms.origin}/api/upload/files`);
  expect([403, 404]).toContain(files.status);
  expect(await files.text()).not.toContain(fileName);

  // Quiet until told: the waiting e-mails stay waiting, the admin says why and how many.
  const waitingMails = () => sink!.mails.filter((mail) => mail.text.includes(waitingTag) || mail.to.includes(`${waitingTag}@exemple.bf`));
  await new Promise((resolve) => setTimeout(resolve, 6000));
  expect(waitingMails()).toEqual([]);
  const state = (await (await fetch(`${production.cms.origin}/adive/envois`, { headers })).json()) as { hold: { reason: string } | null; waiting: number; canDecide: boolean };
  expect(state.hold?.reason).toMatch(/^restauration de la sauvegarde du /);
  expect(state.waiting).toBeGreaterThanOrEqual(2);
  expect(state.canDecide).toBe(true);
  // The operator's word: what waited leaves, once.
  const resumed = cms('mail', 'reprendre');
  expect(resumed.stdout).toContain('[e-mails] envois actifs.');
  await eventually(async () => waitingMails().length === 2, 'the firm e-mail and the acknowledgement of the waiting quote', 30);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(waitingMails().map((mail) => mail.to.join(',')).sort()).toEqual([`${waitingTag}@exemple.bf`, NOTIFY].sort());
});
