'use strict';

/**
 * modesformation service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::modesformation.modesformation');
