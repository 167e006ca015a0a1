'use strict';

/**
 * tag router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::tag.tag');
