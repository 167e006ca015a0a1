// Types of what the end-to-end tests import from servers.mjs.
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export type Runner = {
  run: (command: string, args: string[], options?: SpawnOptions) => ChildProcess;
  stopAll: () => void;
  stopAllAndWait: (timeoutMs?: number) => Promise<void>;
  onStop: (cleanup: () => void) => void;
};
export function createRunner(options?: { stdio?: SpawnOptions['stdio'] }): Runner;
export function freePort(): Promise<number>;
export function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void>;
export function finished(child: ChildProcess): Promise<number>;
export function startEmbeddedCms(
  runner: Runner,
  options: { port: number | string; dataDir: string; env?: Record<string, string>; cwd?: string },
): Promise<{ origin: string; api: string; process: ChildProcess }>;
