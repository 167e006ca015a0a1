'use strict';

/**
 * The subscriptions: created by the site's server (core create), and removed by the unsubscribe link of the welcome
 * e-mail, whose signed token the site forwards here (src/newsletter).
 */

const { factories } = require('@strapi/strapi');
const { unsubscribe } = require('../../../newsletter');

module.exports = factories.createCoreController('api::newsletter.newsletter', ({ strapi }) => ({
  async unsubscribe(ctx) {
    const token = ctx.request.body?.jeton;
    const outcome = await unsubscribe(strapi, typeof token === 'string' ? token : '');
    ctx.status = outcome === 'invalid' ? 400 : 200;
    ctx.body = { status: outcome };
  },
}));
