import { expect, test } from '@playwright/test';
import { redisCli, startRedis as startRedisServer } from '../scripts/lib/production.mjs';
import { createRunner } from '../scripts/lib/servers.mjs';
import { adminHeaders, createEntry, eventually } from './cmsAdmin';
import { CMS_ORIGIN, REVALIDATE_SECRET } from './env';
import { startFaultProxy, type FaultProxy } from './faultProxy';
import { copyOfBuild, freePort, startExtraSite, type ExtraSite } from './servers';

// Two instances of the built site (A and B, each with its own copy of the build) share one Redis (REDIS_URL), as
// behind a load balancer. Both read the CMS through a proxy that counts the content API calls. Strapi's webhook
// for these tests reaches instance A only (delivered by the test). In the "cms-edits" project: it publishes jobs.

const JOB_UID = 'api::job.job';
const PUBLISH_SEEN_WITHIN_S = 5;

type Redis = { url: string; stop: () => Promise<void> };

/** Debian's redis-server on `port` (scripts/lib/production.mjs), killed outright by `stop`, as a crash would. */
async function startRedis(port: number): Promise<Redis> {
  const runner = createRunner({ stdio: 'ignore' });
  const redis = await startRedisServer(runner, port);
  const stopped = new Promise<void>((resolve) => redis.process.once('exit', () => resolve()));
  return {
    url: redis.url,
    stop: async () => {
      if (redis.process.exitCode === null) redis.process.kill('SIGKILL');
      await stopped;
    },
  };
}

/**
 * What Strapi's webhook POSTs after a publish, delivered to one instance only. (Strapi's admin refuses webhook
 * addresses on loopback, so the test delivers it; the webhook from Strapi itself is tested in webhook.spec.ts.)
 */
async function deliverWebhook(site: ExtraSite, model: string, entry: Record<string, unknown>) {
  const response = await fetch(`${site.origin}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event: 'entry.publish', createdAt: new Date().toISOString(), model, uid: `api::${model}.${model}`, entry }),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function get(url: string) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), body: await response.text() };
}

test.describe('several instances sharing one Redis', () => {
  let redisPort: number;
  let redis: Redis | undefined;
  let proxy: FaultProxy;
  let a: ExtraSite;
  let b: ExtraSite;
  const builds: ReturnType<typeof copyOfBuild>[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    proxy = await startFaultProxy(CMS_ORIGIN);
    const start = (name: string) => {
      const build = copyOfBuild(name);
      builds.push(build);
      return startExtraSite({ CMS_URL: `${proxy.origin}/api`, NEXT_DIST_DIR: build.distDir, REVALIDATE_SECRET, REDIS_URL: redis!.url }, '/faq');
    };
    // One after the other: two free ports asked for at once may be the same one.
    a = await start('instance-a');
    b = await start('instance-b');
    expect(b.origin).not.toBe(a.origin);
  });

  test.afterAll(async () => {
    a?.stop();
    b?.stop();
    await proxy?.stop();
    await redis?.stop();
    for (const build of builds) build.remove();
  });

  test('a page rendered by one instance is served by the other, a publish reaches both, and Redis may go away', async ({ request }) => {
    test.setTimeout(300_000);
    const headers = await adminHeaders(request);
    const jobsOf = async (site: ExtraSite) => (await get(`${site.origin}/nos-offres-emplois`)).body;
    // Published in Strapi, then Strapi's webhook delivered to A only. Returns the job's address.
    const publishJob = async (titre: string) => {
      const entry = { titre, slug: `instances-${Date.now()}`, description: 'Offre du test à plusieurs instances.', pays: 'Burkina Faso', urgent: false };
      await createEntry(request, headers, JOB_UID, entry);
      await deliverWebhook(a, 'job', entry);
      return `/jobs/${entry.slug}`;
    };
    // CMS calls made to render pages (not the proxy's cheap "does this slug exist?" checks, made per instance).
    const renderCalls = () => proxy.apiRequests().filter((url) => !url.includes('fields[0]=slug')).length;
    // Until the page comes from the cache and is fresh (not a stale copy being regenerated).
    const warm = (site: ExtraSite, path: string) => eventually(async () => (await get(`${site.origin}${path}`)).cache === 'HIT', `${path} cached on ${site.origin}`);

    // 1. A page that exists in no build (a new job) rendered by A, then asked of B: B makes no CMS call for it.
    const firstTitle = `Offre rendue par A ${Date.now()}`;
    const firstJob = await publishJob(firstTitle);
    await eventually(async () => (await get(`${a.origin}${firstJob}`)).body.includes(firstTitle), 'the new job rendered by A');
    await warm(a, firstJob);
    const callsBefore = renderCalls();
    const onB = await get(`${b.origin}${firstJob}`);
    expect(onB.status).toBe(200);
    expect(onB.cache).toBe('HIT');
    expect(onB.body).toContain(firstTitle);
    expect(renderCalls(), 'CMS calls made by B for a page A rendered').toBe(callsBefore);

    // 2. Both instances serve a fresh list of jobs; a job is published, its webhook reaches A only; B shows it within 5 s.
    await warm(a, '/nos-offres-emplois');
    await warm(b, '/nos-offres-emplois');
    const secondTitle = `Offre partagée ${Date.now()}`;
    await publishJob(secondTitle);
    const published = Date.now();
    await eventually(async () => (await jobsOf(b)).includes(secondTitle), 'the new job on instance B', 15);
    expect(Date.now() - published, 'time until B shows the published job (ms)').toBeLessThanOrEqual(PUBLISH_SEEN_WITHIN_S * 1000);
    expect(await jobsOf(a)).toContain(secondTitle);

    // 3. The CMS stops: both instances keep serving the content they had (the last good copies are shared too).
    await proxy.setMode('down');
    for (const site of [a, b]) {
      const list = await get(`${site.origin}/nos-offres-emplois`);
      expect(list.status, `${site.origin} jobs with the CMS down`).toBe(200);
      expect(list.body).toContain(secondTitle);
      expect((await get(`${site.origin}${firstJob}`)).body).toContain(firstTitle);
    }
    await proxy.setMode('pass');

    // 4. Redis stops: both instances still answer, from their memory (or by rendering anew).
    await redis!.stop();
    redis = undefined;
    for (const site of [a, b]) {
      for (const path of ['/nos-offres-emplois', '/contact', '/faq']) {
        const answer = await get(`${site.origin}${path}`);
        expect(answer.status, `${site.origin}${path} without Redis`).toBe(200);
      }
    }

    // 5. Redis is back (empty): the instances reconnect, and a new publish again reaches B through A's webhook.
    redis = await startRedis(redisPort);
    // Both site clients connected again (the third client is redis-cli itself).
    await eventually(async () => redisCli(redisPort, 'client', 'list').trim().split('\n').length >= 3, 'both instances reconnected', 30);
    await warm(a, '/nos-offres-emplois');
    await warm(b, '/nos-offres-emplois');
    const thirdTitle = `Offre après Redis ${Date.now()}`;
    await publishJob(thirdTitle);
    const republished = Date.now();
    await eventually(async () => (await jobsOf(b)).includes(thirdTitle), 'the third job on instance B', 15);
    expect(Date.now() - republished, 'time until B shows the job published after Redis came back (ms)').toBeLessThanOrEqual(PUBLISH_SEEN_WITHIN_S * 1000);
  });
});
