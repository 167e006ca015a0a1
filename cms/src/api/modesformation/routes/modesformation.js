'use strict';

/**
 * modesformation router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::modesformation.modesformation');
