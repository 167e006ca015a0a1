// The field measures' batches into the CMS (cms/src/measures): POST /mesures/ajout, the one action the site's token has
// on them. The rows in the CMS's attribute names; the CMS adds each batch once, by its key.
import type { Batch } from '@/lib/measures/buffer';
import { cmsFetch } from './fetch';
import { logCmsFailure } from './log';

export const FIELD_MEASURES_PATH = '/mesures/ajout';

export async function storeFieldMeasures({ key, rows }: Batch): Promise<boolean> {
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
  const result = await cmsFetch({ path: FIELD_MEASURES_PATH, method: 'POST', body: { lot: key, lignes }, read: () => true });
  if (!result.ok) logCmsFailure(`POST ${FIELD_MEASURES_PATH} failed (HTTP ${result.status ?? 'none'}): field measures kept for the next flush`);
  return result.ok;
}
