'use strict';

/**
 * newsletter service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::newsletter.newsletter');
