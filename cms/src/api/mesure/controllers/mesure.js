'use strict';

const { addBatch } = require('../../../measures/store');

module.exports = ({ strapi }) => ({
  /** Adds a batch of counts; the same batch (its `lot` key) sent again changes nothing. */
  async ajouter(ctx) {
    const outcome = await addBatch(strapi, ctx.request.body);
    if (!outcome.ok) return ctx.badRequest(outcome.error);
    ctx.body = { ajoutees: outcome.added, dejaRecu: outcome.alreadyAdded };
  },
});
