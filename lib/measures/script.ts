// The page's field-measures script as this build made it (scripts/build-measures.mjs), for the layout, which names
// its version in the page, and for app/mesures.js/route.ts, which serves it.
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entityTag } from '@/lib/http/entityTag';
import { MEASURES_SCRIPT_PATH } from './beacon';

/** Relative to the server's working folder: the project, or the standalone folder (next.config.ts copies it there). */
export const MEASURES_SCRIPT_FILE = 'lib/measures/generated/collect.js';
export type MeasuresScript = { script: string; etag: string; version: string };

/** Read once: a build's script never changes while the server runs. Undefined when it was not built (`next dev`). */
let built: MeasuresScript | null | undefined;

export function measuresScript(): MeasuresScript | undefined {
  if (built === undefined) {
    try {
      const script = readFileSync(join(process.cwd(), MEASURES_SCRIPT_FILE), 'utf8');
      const etag = entityTag(script);
      built = { script, etag, version: etag.replace(/\W/g, '').slice(0, 16) };
    } catch {
      built = null;
      // A `next build` run without npm run build's steps: the pages work, unmeasured; said once, to the operator.
      if (process.env.NODE_ENV === 'production') console.warn(`[mesures] ${MEASURES_SCRIPT_FILE} absent : pages sans mesures de terrain (node scripts/build-measures.mjs avant next build).`);
    }
  }
  return built ?? undefined;
}

/**
 * The address a page loads it from: versioned, so that browsers may keep it for good (a new build, a new address).
 * None in development: `next dev` measures nothing, even with a production build's script beside it.
 */
export function measuresScriptSource(): string | undefined {
  const found = process.env.NODE_ENV === 'production' ? measuresScript() : undefined;
  return found && `${MEASURES_SCRIPT_PATH}?v=${found.version}`;
}
