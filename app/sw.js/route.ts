// The service worker's script, from this build's output (serwist.config.mjs). Never cached by HTTP (browsers check it
// for updates), allowed to control the whole site.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    const script = await readFile(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'sw.js'), 'utf8');
    return new Response(script, {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Service-Worker-Allowed': '/',
      },
    });
  } catch {
    return new Response('', { status: 404 });
  }
}
