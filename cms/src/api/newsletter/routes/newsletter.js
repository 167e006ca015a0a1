'use strict';

/**
 * newsletter router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::newsletter.newsletter');
