'use strict';

/**
 * modespayment router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::modespayment.modespayment');
