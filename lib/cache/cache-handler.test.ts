// lib/cache/cache-handler.mjs is loaded by Next at run time as an ES module with a top-level await: each case loads
// it in a Node process of its own, with the environment of that case, and drives it as Next does.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSilentRedis } from '@/lib/testing/silentRedis';

const HANDLER = join(process.cwd(), 'lib/cache/cache-handler.mjs');

/**
 * Loads the handler under `env`, runs `body` (module code with `Handler`, `handler`, `print`, and `go()`, which waits
 * until `ready` has resolved in this process), returns its output.
 */
function runWithHandler(
  env: Record<string, string>,
  body: string,
  ready: Promise<void> = Promise.resolve(),
): Promise<{ out: Record<string, unknown>; stderr: string; ms: number }> {
  const dist = mkdtempSync(join(tmpdir(), 'cache-handler-'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'BUILD_ID'), 'test-build');
  const code = `
    setInterval(() => {}, 1000); // a server's event loop stays alive (AbortSignal.timeout's timers do not hold it)
    const { default: Handler } = await import(${JSON.stringify(HANDLER)});
    const handler = new Handler({ serverDistDir: ${JSON.stringify(join(dist, 'server'))}, dev: false, fs: undefined, flushToDisk: false });
    const out = {};
    const print = (key, value) => { out[key] = value; };
    const go = () => new Promise((resolve) => process.stdin.once('data', resolve));
    ${body}
    process.stdout.write('\\n@@' + JSON.stringify(out));
    process.exit(0);
  `;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    });
    child.stdin.on('error', () => {}); // a child that has already exited
    void ready.then(() => child.stdin.write('go\n'));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (status) => {
      clearTimeout(timer);
      rmSync(dist, { recursive: true, force: true });
      if (status !== 0) return reject(new Error(`exit ${status}: ${stderr}`));
      resolve({ out: JSON.parse(stdout.split('\n@@')[1] ?? '{}') as Record<string, unknown>, stderr: stderr + stdout.split('\n@@')[0], ms: Date.now() - started });
    });
  });
}

// A cached CMS answer as Next stores one (a fetch-cache entry), and how Next asks for it back.
const SET_AND_GET = `
  const value = { kind: 'FETCH', data: { headers: {}, body: 'cms answer', status: 200, url: 'http://cms/api/jobs' }, revalidate: 600 };
  const context = { kind: 'FETCH', revalidate: 600, fetchUrl: 'http://cms/api/jobs', fetchIdx: 0, tags: ['jobs'], softTags: [] };
  const t0 = Date.now();
  await handler.set('jobs-key', value, { fetchCache: true, revalidate: 600, tags: ['jobs'] });
  print('setMs', Date.now() - t0);
  const t1 = Date.now();
  const got = await handler.get('jobs-key', context);
  print('getMs', Date.now() - t1);
  print('body', got?.value?.data?.body ?? null);
`;

describe('lib/cache/cache-handler.mjs', () => {
  jest.setTimeout(60_000);

  it("without REDIS_URL is Next's own file-system cache", async () => {
    const { out } = await runWithHandler(
      {},
      `const { default: FileSystemCache } = await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
       print('fileSystem', Handler === FileSystemCache || Handler === FileSystemCache.default);`,
    );
    expect(out.fileSystem).toBe(true);
  });

  it('during the build, even with REDIS_URL, is the file-system cache (Redis holds what instances render)', async () => {
    const { out } = await runWithHandler(
      { REDIS_URL: 'redis://127.0.0.1:9', NEXT_PHASE: 'phase-production-build' },
      `const { default: FileSystemCache } = await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
       print('fileSystem', Handler === FileSystemCache || Handler === FileSystemCache.default);`,
    );
    expect(out.fileSystem).toBe(true);
  });

  it('with REDIS_URL is the shared handler; while Redis is unreachable it answers from memory at once, and says so once', async () => {
    const { out, stderr } = await runWithHandler(
      { REDIS_URL: 'redis://:secret-password@127.0.0.1:9' },
      `const { default: FileSystemCache } = await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
       print('fileSystem', Handler === FileSystemCache || Handler === FileSystemCache.default);
       ${SET_AND_GET}
       await new Promise((resolve) => setTimeout(resolve, 300)); // the connection's error reported`,
    );
    expect(out.fileSystem).toBe(false);
    expect(out.body).toBe('cms answer');
    expect(out.getMs).toBeLessThan(500);
    expect(stderr.match(/\[cache\] Redis redis:\/\/127\.0\.0\.1:9 unreachable/g)).toHaveLength(1);
    // The log names the host, never the password.
    expect(stderr).not.toContain('secret-password');
  });

  describe('with a Redis that answered, then stopped answering (SIGSTOP)', () => {
    let redis: Awaited<ReturnType<typeof startSilentRedis>>;
    beforeAll(async () => {
      redis = await startSilentRedis();
    });
    afterAll(() => redis.stop());

    it('gives up on each Redis command after REDIS_TIMEOUT_MS and answers from memory', async () => {
      const { out } = await runWithHandler(
        { REDIS_URL: redis.url, REDIS_TIMEOUT_MS: '300' },
        `// The client is made at the first call; then it connects (however long a busy machine takes: go() waits for
         // the server to have answered its hand-shake), and the server stops answering.
         await handler.get('first-call', { kind: 'FETCH', softTags: [] });
         await go();
         await new Promise((resolve) => setTimeout(resolve, 100));
         ${SET_AND_GET}`,
        redis.handshakeAnswered,
      );
      expect(out.body).toBe('cms answer');
      // The first command waited for its time-out (it was sent), and not much longer...
      expect(out.setMs).toBeGreaterThanOrEqual(250);
      expect(out.setMs).toBeLessThan(1_500);
      // ...then Redis is skipped for a while: the next read answers from memory at once.
      expect(out.getMs).toBeLessThan(100);
    });
  });

  it('skips Redis for a while after a time-out, then tries it again', async () => {
    const { out } = await runWithHandler(
      {},
      `const { withCommandTimeouts } = await import(${JSON.stringify(HANDLER)});
       let answering = false;
       const client = { get: () => (answering ? Promise.resolve('value') : new Promise(() => {})), isReady: true };
       const timed = withCommandTimeouts(client, 300);
       const outcome = async () => {
         const t = Date.now();
         try { return [await timed.withAbortSignal(AbortSignal.timeout(100)).get('k'), Date.now() - t]; }
         catch (error) { return [error.message, Date.now() - t]; }
       };
       // A command answered in time is no time-out, even once its signal fires later.
       answering = true;
       print('answered', await outcome());
       await new Promise((resolve) => setTimeout(resolve, 150));
       print('stillAnswered', await outcome());
       answering = false;
       print('first', await outcome());
       answering = true;
       print('skipped', await outcome());
       await new Promise((resolve) => setTimeout(resolve, 350));
       print('again', await outcome());
       print('ready', timed.isReady);`,
    );
    const [answered, stillAnswered, first, skipped, again] = [out.answered, out.stillAnswered, out.first, out.skipped, out.again] as [string, number][];
    expect(answered![0]).toBe('value');
    expect(stillAnswered![0]).toBe('value');
    expect(first![0]).toBe('Redis command timed out');
    expect(first![1]).toBeGreaterThanOrEqual(90);
    expect(skipped![0]).toMatch(/^Redis skipped/);
    expect(skipped![1]).toBeLessThan(50);
    expect(again![0]).toBe('value');
    expect(out.ready).toBe(true);
  });
});
