// Types of tbtParts.mjs for its unit test (the bench scripts are plain JavaScript run by Node).
export const BLOCKING_THRESHOLD_MS: number;
export function blockingTimeByOrigin(run: {
  tasks: { url?: string; startTime: number; duration: number }[];
  documentUrl: string;
  fcp: number;
  tti: number;
}): { document: number; scripts: number; other: number };
export function blockingTimeOfRun(lhr: unknown): { document: number; scripts: number; other: number } | null;
