'use strict';

/**
 * biblio service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::biblio.biblio');
