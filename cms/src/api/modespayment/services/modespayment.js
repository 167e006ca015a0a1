'use strict';

/**
 * modespayment service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::modespayment.modespayment');
