'use strict';

/**
 * modesformation controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::modesformation.modesformation');
