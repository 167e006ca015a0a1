'use strict';

/**
 * formation controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::formation.formation');
