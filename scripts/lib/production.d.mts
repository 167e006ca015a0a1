// Types of production.mjs for the end-to-end tests.
import type { ChildProcess } from 'node:child_process';
import type { Runner } from './servers.mjs';

export const LTS_NODE_VERSION: string;
export const CMS_HOST: string;
export function ltsNode(): string;
export function resolveToLoopback(name: string): () => void;
export function redisCli(port: number, ...args: string[]): string;
export type Redis = { url: string; port: number; process: ChildProcess };
export function startRedis(runner: Runner, port: number): Promise<Redis>;
export type Postgres = { url: string; process: ChildProcess; query: (sql: string) => string; recreate: () => void; stop: () => void };
export function startPostgres(runner: Runner, dir: string): Promise<Postgres>;
export function nginxSiteConfig(options: { listen: number; upstreams: [number, number] }): string;
export type Secrets = { cmsToken: string; revalidate: string; preview: string; adminEmail: string; adminPassword: string };
export type Instance = { origin: string; process: ChildProcess };
export type Production = {
  proxy: { origin: string; process: ChildProcess };
  instances: Instance[];
  /** Another instance of the same build on `port`, with its own Redis address when given. */
  startInstance: (port: number, redisUrl?: string) => Promise<Instance>;
  /** Another Strapi process on the same PostgreSQL, on `port`, its files in the run's folder `name`. */
  startCms: (port: number, name?: string) => Promise<{ origin: string; api: string; process: ChildProcess }>;
  /** The CMS started with the topology: its process, port and files (uploads in dir/public, CVs in dir/private). */
  cms: { origin: string; named: string; port: number; process: ChildProcess; dir: string };
  postgres: Postgres;
  redis: Redis;
  node: string;
};
export function startProduction(
  runner: Runner,
  options: { dir: string; secrets: Secrets; distDir?: string; cmsEnv?: Record<string, string>; log?: (step: string) => void },
): Promise<Production>;
