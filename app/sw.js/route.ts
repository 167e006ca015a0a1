// The service worker's script, from this build's output (scripts/build-worker.mjs), allowed to control the whole site.
// Browsers check it for updates on every page load: it carries an ETag, so an unchanged worker costs a 304, not its
// 3 KB (Cache-Control: no-cache still makes every check reach the server).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { entityTag, taggedResponse } from '@/lib/http/entityTag';
import { WORKER_CONTENT_SECURITY_POLICY } from '@/lib/http/securityHeaders';

export const dynamic = 'force-dynamic';

const HEADERS = {
  'Content-Type': 'text/javascript; charset=utf-8',
  'Cache-Control': 'no-cache',
  'Service-Worker-Allowed': '/',
  // next.config.ts gives this address none of the documents' headers (lib/http/securityHeaders.ts, BARE_SOURCES).
  'Content-Security-Policy': WORKER_CONTENT_SECURITY_POLICY,
};

/** The script and its tag, read once: a build's worker never changes while the server runs. */
let worker: Promise<{ script: string; etag: string } | null> | null = null;

function readWorker() {
  worker ??= readFile(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'sw.js'), 'utf8').then(
    (script) => ({ script, etag: entityTag(script) }),
    () => {
      worker = null;
      return null;
    },
  );
  return worker;
}

export async function GET(request: Request): Promise<Response> {
  const found = await readWorker();
  if (!found) return new Response('', { status: 404 });
  return taggedResponse(request, found.script, found.etag, HEADERS);
}
