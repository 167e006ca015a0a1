'use strict';

/**
 * typesformation router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::typesformation.typesformation');
