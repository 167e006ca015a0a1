'use strict';

/**
 * newsletter controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::newsletter.newsletter');
