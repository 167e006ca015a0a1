'use strict';

/**
 * devi router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::devi.devi');
