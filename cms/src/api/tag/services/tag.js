'use strict';

/**
 * tag service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::tag.tag');
