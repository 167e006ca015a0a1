'use strict';

/**
 * The field measures of the site's visitors (docs/performance.md « Mesures de terrain »): the site counts each page
 * view's figures into histograms and adds them here (store.js, the site's token's one action); the admin's widget
 * reads them (GET /adive/mesures, report.js); the nightly task forgets them after MEASURES_KEEP_DAYS (default 90).
 */

const { strapiTables } = require('../notifications/sending');
const { fieldReport } = require('./report');
const { forgetOldMeasures } = require('./store');

const DEFAULT_KEEP_DAYS = 90;

/** MEASURES_KEEP_DAYS, a whole number of days (at least 1), else 90. */
function keepDays(env = process.env) {
  const text = String(env.MEASURES_KEEP_DAYS ?? '').trim();
  return /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : DEFAULT_KEEP_DAYS;
}

/** The admin route of the widget (in register(), before the server starts): any logged-in editor. */
function registerMeasuresRoute(strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/adive/mesures',
        handler: async (ctx) => {
          ctx.body = await fieldReport(strapiTables(strapi));
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

/** The nightly task (notifications/tasks.js): histograms past their days, batch keys past two days. */
async function forgetMeasures(strapi, env = process.env) {
  const removed = await forgetOldMeasures(strapiTables(strapi), { keepDays: keepDays(env) });
  if (removed) strapi.log.info(`[cms] ${removed} ligne(s) de mesures de terrain de plus de ${keepDays(env)} jours supprimée(s)`);
}

module.exports = { forgetMeasures, keepDays, registerMeasuresRoute };
