// Types of tbtParts.mjs for its unit test (the bench scripts are plain JavaScript run by Node).
export const BLOCKING_THRESHOLD_MS: number;
export function blockingTimeByOrigin(run: {
  tasks: { url?: string; startTime: number; duration: number }[];
  documentUrl: string;
  fcp: number;
  tti: number;
}): { document: number; scripts: number; other: number };
export function blockingTimeByUrl(run: {
  tasks: { url?: string; startTime: number; duration: number }[];
  documentUrl: string;
  fcp: number;
  tti: number;
}): Record<string, number>;
export const LAYOUT_TASK_SHARE: number;
export function firstFrameTaskMs(traceEvents: TraceEvent[]): number | null;
export function firstFrameBlocking(run: {
  tasks: { url?: string; startTime: number; duration: number }[];
  fcp: number;
  tti: number;
  frameMs: number;
  cpuSlowdownMultiplier: number;
}): number | null;
export function blockingTimeOfRun(
  lhr: unknown,
  traceEvents?: TraceEvent[],
): { document: number; scripts: number; other: number; firstFrame: number | null; byUrl: Record<string, number> } | null;
export type TraceEvent = { name: string; ph?: string; pid?: number; tid?: number; ts: number; dur?: number; args?: Record<string, unknown> };
