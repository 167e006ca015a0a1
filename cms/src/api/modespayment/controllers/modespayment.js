'use strict';

/**
 * modespayment controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::modespayment.modespayment');
