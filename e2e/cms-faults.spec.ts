import { expect, test } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { serverMessages } from '../lib/messages';
import { adminHeaders, createEntry, eventually } from './cmsAdmin';
import { CMS_ORIGIN, REVALIDATE_SECRET } from './env';
import { startFaultProxy, type FaultMode, type FaultProxy } from './faultProxy';
import { copyOfBuild, startExtraSite, type ExtraSite } from './servers';

// A site of its own (a copy of the build) reads the CMS through a proxy that stops, answers after 20 s or sends
// garbage: visited pages keep their content, answered within 5 s; others get the French message; once the CMS is
// back, new content appears after revalidation without a restart. In the "cms-edits" project: it adds content.

const REVALIDATE_SECONDS = 5;
const VISITED_ANSWER_LIMIT_MS = 5_000;

/** The text of the page's <main>, as a visitor reads it. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function timedGet(url: string, limitMs: number) {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(limitMs), redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, body, ms: Date.now() - started };
}

test.describe('CMS faults', () => {
  let proxy: FaultProxy;
  let site: ExtraSite;
  let build: ReturnType<typeof copyOfBuild>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    proxy = await startFaultProxy(CMS_ORIGIN);
    build = copyOfBuild('faults');
    site = await startExtraSite(
      {
        CMS_URL: `${proxy.origin}/api`,
        NEXT_DIST_DIR: build.distDir,
        REVALIDATE_SECRET,
        // Pages and CMS answers go stale within seconds, so that each fault below meets pages due for regeneration.
        CMS_REVALIDATE_SECONDS: String(REVALIDATE_SECONDS),
      },
      '/accueil',
    );
  });

  test.afterAll(async () => {
    site?.stop();
    await proxy?.stop();
    build?.remove();
  });

  test('pages keep their last content through a stopped, a slow and a garbled CMS, and pick up new content when it is back', async ({ request }) => {
    test.setTimeout(300_000);
    // Items of the seed (other suites of this project add items of their own meanwhile).
    const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as Record<'blogs' | 'formations' | 'jobs', { slug: string }[]>;
    const visited = [
      '/accueil',
      '/nos-actualites',
      '/nos-formations',
      '/nos-offres-emplois',
      '/faq',
      '/adive-biblio',
      `/actualite/${seed.blogs[0]?.slug}`,
      `/formations/${seed.formations[0]?.slug}`,
      `/jobs/${seed.jobs[0]?.slug}`,
    ];

    // Every cached page is expired once (the CMS is up), then visited: each is now rendered by this server, with
    // the short revalidation time, and its CMS answers are in the data cache.
    const webhook = await fetch(`${site.origin}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'media.update' }),
    });
    expect(webhook.status).toBe(200);
    const lastContent = new Map<string, string>();
    for (const path of visited) {
      const { status, body } = await timedGet(`${site.origin}${path}`, 30_000);
      expect(status, path).toBe(200);
      expect(body, path).not.toContain(serverMessages.cmsUnavailable);
      lastContent.set(path, mainText(body));
      expect(lastContent.get(path)?.length, path).toBeGreaterThan(100);
    }

    // Content published while the site cannot read the CMS: a page never visited.
    const headers = await adminHeaders(request);
    const stamp = Date.now();
    const newJob = { titre: `Offre publiée pendant la panne ${stamp}`, slug: `offre-pendant-la-panne-${stamp}` };
    const newQuestion = `Question publiée pendant la panne ${stamp} ?`;

    for (const mode of ['down', 'slow', 'malformed'] as FaultMode[]) {
      await test.step(`CMS ${mode}`, async () => {
        await proxy.setMode(mode);
        if (mode === 'down') {
          await createEntry(request, headers, 'api::job.job', { ...newJob, description: 'Créée pendant la panne.', pays: 'Burkina Faso' });
          await createEntry(request, headers, 'api::faq.faq', { question: newQuestion, reponse: '<p>Réponse.</p>' });
        }
        // Every page is now due for regeneration; asked twice: the first answer starts it, the second comes after.
        await new Promise((resolve) => setTimeout(resolve, (REVALIDATE_SECONDS + 1) * 1000));
        for (const round of [1, 2]) {
          for (const path of visited) {
            const { status, body, ms } = await timedGet(`${site.origin}${path}`, 15_000);
            expect(status, `${mode} ${path} (${round})`).toBe(200);
            expect(ms, `${mode} ${path} (${round}): answered in ${ms} ms`).toBeLessThan(VISITED_ANSWER_LIMIT_MS);
            expect(mainText(body), `${mode} ${path} (${round})`).toBe(lastContent.get(path));
          }
        }
        // Never visited: an item published during the fault (lists are filtered from the last good copy of the
        // whole collection, so they always have something to show). The French message, never a 5xx or a blank page.
        const { status, body } = await timedGet(`${site.origin}/jobs/${newJob.slug}`, 40_000);
        expect(status, `${mode} new job`).toBeLessThan(500);
        expect(status, `${mode} new job`).not.toBe(404);
        expect(mainText(body), `${mode} new job`).toContain(serverMessages.cmsUnavailable);
      });
    }

    await test.step('CMS back', async () => {
      await proxy.setMode('pass');
      // No webhook reaches this site: the revalidation time alone brings the new content.
      await eventually(async () => (await timedGet(`${site.origin}/faq`, 15_000)).body.includes(newQuestion), 'the new question on /faq', 60);
      await eventually(async () => (await timedGet(`${site.origin}/jobs/${newJob.slug}`, 15_000)).body.includes(newJob.titre), 'the new job page', 60);
      await eventually(
        async () => (await timedGet(`${site.origin}/nos-offres-emplois`, 15_000)).body.includes(newJob.titre),
        'the new job in the list',
        60,
      );
    });
  });
});
