// The field measures' batches into the CMS (cms/src/measures): POST /mesures/ajout, the one action the site's token has
// on them. The rows in the CMS's attribute names; the CMS adds each batch once, by its key.
import type { Batch, StoreOutcome } from '@/lib/measures/buffer';
import { cmsFetch } from './fetch';
import { logCmsFailure } from './log';

export const FIELD_MEASURES_PATH = '/mesures/ajout';

/**
 * Strapi's JSON body limit (koa-body's `jsonLimit`, 1 MB by default; cms/config/middlewares.js keeps `strapi::body`
 * as it comes): a bigger batch is refused with a 413.
 */
export const CMS_JSON_LIMIT_BYTES = 1024 * 1024;
/**
 * The most rows of one batch: its longest row (an 80-character page and element, the largest bound and count) is 325
 * bytes of JSON, so 2,000 of them stay near 650 KB, under CMS_JSON_LIMIT_BYTES (rows as the site sends them are about
 * 215 bytes: about 4,900 fit in the limit, fewer than the buffer's 20,000).
 */
export const MAX_BATCH_ROWS = 2_000;

/** A refusal the CMS will repeat however often the batch is sent (not a time-out or a rate limit). */
const refusedForGood = (status: number | null) => status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;

/** The JSON body of a batch as the CMS reads it. */
export function measuresBody({ key, rows }: Batch) {
  const lignes = rows.map((row) => ({
    jour: row.day,
    type_page: row.page,
    indicateur: row.metric,
    connexion: row.connection,
    appareil: row.device,
    origine: row.origin,
    element: row.element,
    borne: row.bound,
    nombre: row.count,
  }));
  return { lot: key, lignes };
}

export async function storeFieldMeasures(batch: Batch): Promise<StoreOutcome> {
  const result = await cmsFetch({ path: FIELD_MEASURES_PATH, method: 'POST', body: measuresBody(batch), read: () => true });
  if (result.ok) return 'stored';
  const refused = refusedForGood(result.status);
  logCmsFailure(`POST ${FIELD_MEASURES_PATH} failed (HTTP ${result.status ?? 'none'}): field measures ${refused ? 'refused' : 'kept for the next flush'}`);
  return refused ? 'refused' : 'failed';
}
