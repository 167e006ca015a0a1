'use strict';

/**
 * compagnie router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::compagnie.compagnie');
