'use strict';

const { ensureAdminUser } = require('./bootstrap/admin-user');
const { ensurePublicPermissions } = require('./bootstrap/permissions');
const { ensureRequestListViews } = require('./bootstrap/request-lists');
const { ensureSiteToken } = require('./bootstrap/site-token');
const { ensureRevalidateWebhook } = require('./bootstrap/webhook');
const { seedIfEmpty } = require('./seed');

module.exports = {
  register() {},

  /**
   * At every start: seed the demo content on an empty database (unless
   * CMS_SEED=false), then make sure the public permissions, the site's
   * API token and the revalidation webhook match the configuration, and that the admin lists
   * visitors' requests newest first. The webhook is set up after the seed so
   * that seeding never calls the website.
   */
  async bootstrap({ strapi }) {
    await seedIfEmpty(strapi);
    await ensurePublicPermissions(strapi);
    await ensureSiteToken(strapi);
    await ensureRevalidateWebhook(strapi);
    await ensureAdminUser(strapi);
    await ensureRequestListViews(strapi);
  },
};
