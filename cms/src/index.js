'use strict';

const { ensureAdminUser } = require('./bootstrap/admin-user');
const { ensurePublicPermissions } = require('./bootstrap/permissions');
const { ensureAdminViews } = require('./bootstrap/admin-views');
const { ensureSiteToken } = require('./bootstrap/site-token');
const { ensureRevalidateWebhook } = require('./bootstrap/webhook');
const { seedIfEmpty } = require('./seed');
const { ensureLocales, registerFrenchDefault } = require('./bootstrap/locales');
const { deleteCvsWithApplications, recoverRetiredCvs } = require('./private-files');
const { registerCvRoute } = require('./private-files/routes');
const { moveCvsOutOfMediaLibrary } = require('./private-files/media-library-exit');
const { registerSendingRoutes } = require('./notifications/routes');
const { holdEveryEmail } = require('./notifications/sending');
const { welcomeSubscribers } = require('./newsletter');
const { settleDeliveries } = require('./notifications/outbox');
const { ensureRequestStatuses } = require('./requests/follow-up');
const { ensureLanguages } = require('./requests/languages');
const { registerRequestPipeline } = require('./requests/pipeline');
const { ensureDeletionDates } = require('./requests/retention');
const { registerDashboardRoute } = require('./requests/dashboard');
const { registerErasureRoutes } = require('./requests/erasures');
const { registerMeasuresRoute } = require('./measures');

module.exports = {
  /**
   * Applications' CVs are private files kept out of the Media Library (private-files/), opened by editors who may read
   * the application, and deleted before it. A request's steps (stored once per delivery key, followed up, e-mailed to
   * the firm and acknowledged to the visitor) are one list, requests/pipeline.js; the team's status of each request
   * and the admin home page's figures live in requests/ too.
   */
  register({ strapi }) {
    // Before the schema sync of bootstrap: French is the default locale before any type becomes localized, so that
    // Strapi's own migration marks the entries of an existing database French, not English (bootstrap/locales.js).
    registerFrenchDefault(strapi);
    deleteCvsWithApplications(strapi);
    registerCvRoute(strapi);
    registerRequestPipeline(strapi);
    welcomeSubscribers(strapi);
    registerDashboardRoute(strapi);
    registerSendingRoutes(strapi);
    registerErasureRoutes(strapi);
    registerMeasuresRoute(strapi);
  },

  /**
   * Seeds an empty database (unless CMS_SEED=false), then brings permissions, token, webhook, admin user and request
   * lists in line with the configuration. The webhook comes after the seed so that seeding never calls the website.
   */
  async bootstrap({ strapi }) {
    // First: the e-mail plugin has made its provider, and nothing must leave a held CMS from now on.
    holdEveryEmail(strapi);
    await moveCvsOutOfMediaLibrary(strapi);
    await recoverRetiredCvs(strapi);
    // French the default locale on a fresh database too, and fr/en/ar present, before the seed writes in them.
    await ensureLocales(strapi);
    await seedIfEmpty(strapi);
    await ensurePublicPermissions(strapi);
    await ensureSiteToken(strapi);
    await ensureRevalidateWebhook(strapi);
    await ensureAdminUser(strapi);
    await ensureAdminViews(strapi);
    await ensureRequestStatuses(strapi);
    await ensureLanguages(strapi);
    await ensureDeletionDates(strapi);
  },

  /** A normal stop (a deploy) lets the e-mails being sent finish and be marked, so that none is sent again. */
  async destroy() {
    await settleDeliveries();
  },
};
