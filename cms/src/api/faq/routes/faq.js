'use strict';

/**
 * faq router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::faq.faq');
