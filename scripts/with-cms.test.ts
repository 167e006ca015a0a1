import { spawnSync } from 'node:child_process';

describe('scripts/with-cms.mjs', () => {
  it('ends with the exit code of the command it runs (a failed build fails the npm script)', () => {
    const run = (code: number) =>
      spawnSync('node', ['scripts/with-cms.mjs', 'node', '-e', `process.exit(${code})`], {
        // An external CMS: nothing else is started.
        env: { ...process.env, CMS_URL: 'http://127.0.0.1:9/api' },
        encoding: 'utf8',
        timeout: 30_000,
      });
    expect(run(3).status).toBe(3);
    expect(run(0).status).toBe(0);
  });
});
