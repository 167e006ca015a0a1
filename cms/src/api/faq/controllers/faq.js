'use strict';

/**
 * faq controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::faq.faq');
