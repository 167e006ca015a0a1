'use strict';

/**
 * compagnie controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::compagnie.compagnie');
