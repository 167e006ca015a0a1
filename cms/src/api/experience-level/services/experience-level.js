'use strict';

/**
 * experience-level service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::experience-level.experience-level');
