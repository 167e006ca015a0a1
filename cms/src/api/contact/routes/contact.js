'use strict';

/**
 * contact router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::contact.contact');
