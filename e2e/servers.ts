// A second `next start` of the build under test, with its own environment (a CMS that is down, slow, ...):
// how the tests reach situations that must not disturb the shared servers.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { freePort } from '../scripts/lib/servers.mjs';
import { CMS_TOKEN } from './env';

export { freePort };

/** `output`: what the server wrote so far (standard output and error). */
export type ExtraSite = {
  origin: string;
  stop: () => void;
  output: () => string;
  /** Stops it as a deploy would (SIGTERM) and resolves once it has exited: what it does on a normal stop is done. */
  stopped: () => Promise<void>;
};

/** Starts the built site on a free port with `env` on top of the run's environment; resolves once it answers. */
export async function startExtraSite(env: Record<string, string>, readyPath = '/'): Promise<ExtraSite> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // 0.0.0.0, not a loopback address: see startSite in scripts/lib/servers.mjs.
  const server = spawn('npx', ['--no-install', 'next', 'start', '-p', String(port), '-H', '0.0.0.0'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
      // A production server must know its public address.
      SITE_URL: origin,
      CMS_TOKEN,
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let written = '';
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const output = () => written;
  // The whole process group (npx and next).
  const stop = () => {
    if (!server.pid || server.exitCode !== null) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone (stopped by `stopped`).
    }
  };
  // npx and next: done when no process of the group is left.
  const groupAlive = () => {
    try {
      process.kill(-server.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stopped = async () => {
    stop();
    while (groupAlive()) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${origin}: next start stopped (code ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}${readyPath}`)).status < 500) return { origin, stop, output, stopped };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`${origin} did not start`);
}

/**
 * A copy of the build under test for an extra site: what that site writes to its cache (pages regenerated while
 * its CMS misbehaves) must never reach the shared site, which reads the same folder.
 */
export function copyOfBuild(name: string): { distDir: string; remove: () => void } {
  const source = process.env.E2E_DIST_DIR || '.next-e2e';
  const distDir = `${source}-${name}`;
  rmSync(distDir, { recursive: true, force: true });
  cpSync(source, distDir, { recursive: true });
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}
