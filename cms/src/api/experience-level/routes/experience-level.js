'use strict';

/**
 * experience-level router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::experience-level.experience-level');
