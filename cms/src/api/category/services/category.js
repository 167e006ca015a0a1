'use strict';

/**
 * category service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::category.category');
