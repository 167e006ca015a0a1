'use strict';

/**
 * What the firm reads of the field measures (the admin's widget, `npm run field-report`): for the last `days` days,
 * per kind of page, the page views measured and the 75th percentile of each metric (the bound of the bucket it falls
 * in: the true figure is at most this) with Google's rating; and the elements behind the slowest interactions (INP).
 * Computed from the histograms alone (store.js), whole or for one connection class.
 */

const { PAGE_NAMES, rating, THRESHOLDS } = require('./names');
const { ROWS } = require('./store');

const SHOWN = Object.keys(THRESHOLDS);

/** The 75th percentile of a histogram ([bound, count] pairs): the first bound at which 75 % of the counts are reached. */
function p75(histogram) {
  const total = histogram.reduce((sum, [, count]) => sum + count, 0);
  if (!total) return null;
  const target = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [bound, count] of [...histogram].sort((a, b) => a[0] - b[0])) {
    seen += count;
    if (seen >= target) return bound;
  }
  return null;
}

function summarize(rows) {
  const pages = new Map();
  const elements = new Map();
  for (const row of rows) {
    const count = Number(row.nombre);
    const page = pages.get(row.type_page) ?? { views: 0, histograms: {} };
    pages.set(row.type_page, page);
    if (row.indicateur === 'vues') {
      page.views += count;
      continue;
    }
    (page.histograms[row.indicateur] ??= []).push([Number(row.borne), count]);
    if (row.indicateur === 'INP' && row.element) {
      const key = `${row.type_page}\u0000${row.element}`;
      const element = elements.get(key) ?? { page: row.type_page, element: row.element, histogram: [] };
      elements.set(key, element);
      element.histogram.push([Number(row.borne), count]);
    }
  }
  const kinds = [...pages.entries()]
    .map(([page, { views, histograms }]) => ({
      page,
      name: PAGE_NAMES[page] ?? page,
      views,
      metrics: Object.fromEntries(
        SHOWN.map((metric) => {
          const value = p75(histograms[metric] ?? []);
          const count = (histograms[metric] ?? []).reduce((sum, [, n]) => sum + n, 0);
          return [metric, value === null ? null : { p75: value, count, rating: rating(metric, value) }];
        }),
      ),
    }))
    .sort((a, b) => b.views - a.views || a.page.localeCompare(b.page));
  const slowest = [...elements.values()]
    .map(({ page, element, histogram }) => ({ page, name: PAGE_NAMES[page] ?? page, element, p75: p75(histogram), count: histogram.reduce((sum, [, n]) => sum + n, 0) }))
    .map((entry) => ({ ...entry, rating: rating('INP', entry.p75) }))
    .sort((a, b) => b.p75 - a.p75 || b.count - a.count)
    .slice(0, 5);
  return { kinds, slowest };
}

/**
 * The report of the `days` days up to `now` (UTC days), for all connections and for each one:
 * { since, until, connections: { toutes: {kinds, slowest}, '2g': …, … } }.
 */
async function fieldReport(table, { days = 28, now = new Date() } = {}) {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const until = now.toISOString().slice(0, 10);
  const rows = await table(ROWS)
    .select('type_page', 'indicateur', 'connexion', 'element', 'borne')
    .sum({ nombre: 'nombre' })
    .where('jour', '>=', since)
    .andWhere('jour', '<=', until)
    .groupBy('type_page', 'indicateur', 'connexion', 'element', 'borne');
  const connections = { toutes: summarize(rows) };
  for (const connection of [...new Set(rows.map((row) => row.connexion))].sort()) {
    connections[connection] = summarize(rows.filter((row) => row.connexion === connection));
  }
  return { since, until, days, connections };
}

module.exports = { fieldReport, p75 };
