'use strict';

/**
 * biblio router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::biblio.biblio');
