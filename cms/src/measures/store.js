'use strict';

/**
 * The field measures' histograms (api::mesure, table `mesures`): a count per day, kind of page, metric, connection,
 * device, origin, element and bucket, added to by the site's token (POST /api/mesures/ajout) and never holding a page
 * view of its own. A batch is added in one transaction with its key (api::mesure-lot): sent twice (a reply lost, a
 * retry), it counts once. Counts are added by the database itself (INSERT … ON CONFLICT … DO UPDATE, SQLite and
 * PostgreSQL alike), so that site instances flushing at the same moment lose nothing.
 */

const { randomUUID } = require('node:crypto');
const { BUCKETS, CONNECTIONS, DEVICES, METRICS, ORIGINS, PAGE_NAMES } = require('./names');

const ROWS = 'mesures';
const BATCHES = 'mesures_lots';
const KEY_COLUMNS = ['jour', 'type_page', 'indicateur', 'connexion', 'appareil', 'origine', 'element', 'borne'];
/** The most rows one batch may carry (the site's buffer holds at most 20,000). */
const MAX_ROWS = 20_000;
/** Distinct elements kept per day, kind of page and metric; past them, '(autre)': a page cannot flood the table. */
const MAX_ELEMENTS = 40;
const OTHER_ELEMENT = '(autre)';
/**
 * Rows naming an element kept per day, all pages and metrics together; past them, a row that would be a new one is
 * counted without its element (its histogram loses nothing). Every other column takes a fixed set of values (kinds of
 * page, metrics, contexts, buckets: the site's own), so a day holds at most 23 kinds × 32 contexts × 130 buckets =
 * 95,680 rows without an element, plus these: 99,680 rows, whatever the site is sent. Elements alone, 40 per page and
 * metric, allowed about 1.6 million.
 */
const MAX_ELEMENT_ROWS_PER_DAY = 4_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ELEMENT = /^[A-Za-z0-9#.>_ -]{0,80}$/;

const oneOf = (list, value) => typeof value === 'string' && list.includes(value);

/** A row as the site sends it, or null when anything is off. */
function readRow(row) {
  if (!row || typeof row !== 'object') return null;
  const { jour, type_page: page, indicateur, connexion, appareil, origine, element = '', borne, nombre } = row;
  const valid =
    typeof jour === 'string' && DAY.test(jour) &&
    typeof page === 'string' && Object.hasOwn(PAGE_NAMES, page) &&
    oneOf(METRICS, indicateur) && oneOf(CONNECTIONS, connexion) && oneOf(DEVICES, appareil) && oneOf(ORIGINS, origine) &&
    typeof element === 'string' && ELEMENT.test(element) &&
    typeof borne === 'number' && BUCKETS[indicateur]?.includes(borne) &&
    Number.isInteger(nombre) && nombre >= 1 && nombre <= 1_000_000;
  return valid ? { jour, type_page: page, indicateur, connexion, appareil, origine, element, borne, nombre } : null;
}

const elementKey = (row) => [row.connexion, row.appareil, row.origine, row.element, Number(row.borne)].join('\u0000');

/**
 * Elements past MAX_ELEMENTS for their day, page and metric (those already counted, then this batch's) become
 * '(autre)'; rows that would add to the day's MAX_ELEMENT_ROWS_PER_DAY rows with an element lose theirs.
 */
async function capElements(query, rows) {
  const groups = new Map();
  const days = new Map();
  for (const row of rows) {
    if (!row.element) continue;
    const group = `${row.jour}\u0000${row.type_page}\u0000${row.indicateur}`;
    if (!groups.has(group)) {
      const known = await query(ROWS)
        .select('connexion', 'appareil', 'origine', 'element', 'borne')
        .where({ jour: row.jour, type_page: row.type_page, indicateur: row.indicateur })
        .whereNot('element', '');
      groups.set(group, { elements: new Set(known.map((entry) => entry.element)), keys: new Set(known.map(elementKey)) });
    }
    if (!days.has(row.jour)) {
      const counted = await query(ROWS).count({ n: '*' }).where({ jour: row.jour }).whereNot('element', '').first();
      days.set(row.jour, Number(counted?.n ?? 0));
    }
    const { elements, keys } = groups.get(group);
    if (!elements.has(row.element) && elements.size >= MAX_ELEMENTS) row.element = OTHER_ELEMENT;
    else elements.add(row.element);
    const key = elementKey(row);
    if (keys.has(key)) continue;
    if (days.get(row.jour) >= MAX_ELEMENT_ROWS_PER_DAY) {
      row.element = '';
      continue;
    }
    keys.add(key);
    days.set(row.jour, days.get(row.jour) + 1);
  }
}

/** Rows that became the same one (elements folded into '(autre)' or left out) added together: one row per key. */
function mergeRows(rows) {
  const merged = new Map();
  for (const row of rows) {
    const key = KEY_COLUMNS.map((column) => row[column]).join('\u0000');
    const existing = merged.get(key);
    if (existing) existing.nombre += row.nombre;
    else merged.set(key, { ...row });
  }
  return [...merged.values()];
}

/**
 * Adds `body` ({lot, lignes}) to the histograms. { ok: true, added, alreadyAdded } once it is counted (now or
 * before), { ok: false, error } when the batch is malformed (nothing of it is kept).
 */
async function addBatch(strapi, body, now = new Date()) {
  const { lot, lignes } = body && typeof body === 'object' ? body : {};
  if (typeof lot !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(lot)) return { ok: false, error: 'lot : clé attendue' };
  if (!Array.isArray(lignes) || lignes.length > MAX_ROWS) return { ok: false, error: `lignes : au plus ${MAX_ROWS}` };
  const rows = lignes.map(readRow);
  if (rows.some((row) => row === null)) return { ok: false, error: 'lignes : une ligne ne se lit pas' };

  const schema = strapi.db.getSchemaName();
  const stamp = { created_at: now, updated_at: now, published_at: now };
  return strapi.db.transaction(async ({ trx }) => {
    const query = (name) => (schema ? trx(name).withSchema(schema) : trx(name));
    const taken = await query(BATCHES)
      .insert({ document_id: randomUUID(), cle: lot, jour: now.toISOString().slice(0, 10), ...stamp })
      .onConflict('cle')
      .ignore()
      .returning('id');
    if (!taken.length) return { ok: true, added: 0, alreadyAdded: true };
    await capElements(query, rows);
    // PostgreSQL refuses an INSERT … ON CONFLICT that meets the same row twice.
    const merged = mergeRows(rows);
    for (let start = 0; start < merged.length; start += 100) {
      const chunk = merged.slice(start, start + 100).map((row) => ({ document_id: randomUUID(), ...row, ...stamp }));
      await query(ROWS)
        .insert(chunk)
        .onConflict(KEY_COLUMNS)
        .merge({ nombre: trx.raw('??.?? + excluded.??', [ROWS, 'nombre', 'nombre']), updated_at: now });
    }
    return { ok: true, added: rows.length, alreadyAdded: false };
  });
}

/** Deletes the histograms older than `keepDays` and the batch keys older than two days (a retry comes within minutes). */
async function forgetOldMeasures(table, { keepDays, now = new Date() }) {
  const day = (days) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const rows = await table(ROWS).where('jour', '<', day(keepDays)).del();
  await table(BATCHES).where('jour', '<', day(2)).del();
  return rows;
}

module.exports = { addBatch, forgetOldMeasures, MAX_ELEMENT_ROWS_PER_DAY, MAX_ELEMENTS, OTHER_ELEMENT, ROWS };
