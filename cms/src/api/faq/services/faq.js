'use strict';

/**
 * faq service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::faq.faq');
