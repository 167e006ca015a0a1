'use strict';

/**
 * experience-level controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::experience-level.experience-level');
