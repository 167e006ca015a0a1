'use strict';

/**
 * tag controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::tag.tag');
