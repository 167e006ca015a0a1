'use strict';

/**
 * compagnie service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::compagnie.compagnie');
