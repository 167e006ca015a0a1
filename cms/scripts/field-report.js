#!/usr/bin/env node
'use strict';

/**
 * `npm run field-report [-- 3g]`: the admin's « Vitesse du site » widget for an operator (src/measures/report.js, on
 * the database of config/database.js, Strapi running or not): for the last 28 days, per kind of page, the page views
 * measured and the 75th percentile of LCP, INP, CLS, FCP and TTFB with Google's rating; then the slowest
 * interactions. All connections, or one (2g, 3g, 4g, inconnue). docs/performance.md « Mesures de terrain ».
 */

const lib = require('./backup-lib');
const { fieldReport } = require('../src/measures/report');

const MARKS = { bon: '✓', moyen: '~', mauvais: '✗' };
const shown = (metric, value) => {
  if (!value) return '—';
  const figure = metric === 'CLS' ? String(value.p75) : metric === 'INP' || metric === 'TTFB' ? `${value.p75} ms` : `${(value.p75 / 1000).toFixed(1)} s`;
  return `≤ ${figure} ${MARKS[value.rating]}`;
};

function printReport(report, connection) {
  const part = report.connections[connection];
  console.log(`\nMesures de terrain du ${report.since} au ${report.until} (jours UTC), connexion : ${connection}`);
  if (!part) {
    console.log('  aucune visite mesurée.');
    return;
  }
  const metrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
  const rows = part.kinds.map((kind) => [kind.name, String(kind.views), ...metrics.map((metric) => shown(metric, kind.metrics[metric]))]);
  const header = ['Page', 'Vues', ...metrics.map((metric) => `${metric} (p75)`)];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
  for (const row of [header, ...rows]) console.log(`  ${row.map((cell, index) => cell.padEnd(widths[index])).join('  ')}`);
  if (part.slowest.length) {
    console.log('\n  Réactions les plus lentes (INP, p75) :');
    for (const entry of part.slowest) console.log(`  ${entry.name} · ${entry.element} : ≤ ${entry.p75} ms ${MARKS[entry.rating]} (${entry.count} fois)`);
  }
}

async function main(connection = 'toutes', env = process.env) {
  lib.loadEnv(env);
  const report = await lib.withKnex(lib.cmsTarget(env), (table) => fieldReport(table));
  printReport(report, connection);
  console.log('\n  ✓ bon, ~ à améliorer, ✗ mauvais (seuils de Google) ; « ≤ » : la tranche où tombe le 75e centile.');
  return report;
}

if (require.main === module) {
  main(process.argv[2]).catch((error) => {
    console.error(`[mesures] échec : ${error.message}`);
    process.exit(1);
  });
}

module.exports = { main };
