// Types of lcpScripts.mjs for its unit test (the bench scripts are plain JavaScript run by Node).
export const LANTERN_LONG_TASK_MS: number;
export function scriptsCountedInLcp(load: {
  scripts: { url: string; endTs: number }[];
  evaluations: { url: string; ts: number }[];
  tasks: { ts: number; dur: number }[];
  observedLcpTs: number;
}): string[];
export function lcpScriptsOfRun(lhr: unknown, traceEvents: unknown[]): { counted: number; total: number } | null;
