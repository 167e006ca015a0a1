/**
 * POST /api/mesures: a page's field measures (lib/measures/collect.ts, sent by navigator.sendBeacon when the page is
 * hidden or left). Checked whole (lib/measures/validate.ts) and counted into the day's histograms, never kept as one
 * page view: no address, no user agent, no identifier leaves this handler. Refused: another site's page (Sec-Fetch-Site),
 * anything but JSON, more than 1 KB, a shape or a value that no page sends, and more than MEASURES_RATE_LIMIT beacons a
 * minute from one address. A browser whose visitor asks not to be tracked (Sec-GPC) is answered as if kept, and nothing
 * is.
 */
import 'server-only';
import { after } from 'next/server';
import { MAX_BEACON_BYTES } from '@/lib/measures/beacon';
import { clientAddress, trustedProxyCount } from '@/lib/http/clientAddress';
import { sameOriginJsonProblem } from '@/lib/http/jsonRequest';
import { readTextBody } from '@/lib/http/readBody';
import { readBeacon } from '@/lib/measures/validate';
import { allowBeacon, measureBuffer } from '@/lib/measures/receiver';

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: NO_STORE });

export async function POST(request: Request): Promise<Response> {
  const problem = sameOriginJsonProblem(request);
  if (problem) return refuse(problem.status, problem.error);
  if (request.headers.get('sec-gpc') === '1') return new Response(null, { status: 204, headers: NO_STORE });
  if (!(await allowBeacon(clientAddress(request.headers, trustedProxyCount())))) return refuse(429, 'Too many measures');
  const body = await readTextBody(request, MAX_BEACON_BYTES);
  if (!body.ok) return refuse(body.status, body.error);
  const reading = readBeacon(body.text);
  if (!reading.ok) return refuse(400, reading.error);
  if (!measureBuffer().keep(reading.beacon, after)) return refuse(503, 'Measures not counted for now');
  return new Response(null, { status: 204, headers: NO_STORE });
}
