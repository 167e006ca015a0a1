'use strict';

/**
 * biblio controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::biblio.biblio');
