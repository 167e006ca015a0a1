'use strict';

/**
 * devi service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::devi.devi');
