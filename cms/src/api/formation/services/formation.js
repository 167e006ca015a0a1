'use strict';

/**
 * formation service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::formation.formation');
