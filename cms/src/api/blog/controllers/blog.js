'use strict';

/**
 * blog controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::blog.blog');
