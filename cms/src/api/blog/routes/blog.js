'use strict';

/**
 * blog router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::blog.blog');
