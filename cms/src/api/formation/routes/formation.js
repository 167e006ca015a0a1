'use strict';

/**
 * formation router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::formation.formation');
