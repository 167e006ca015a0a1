'use strict';

/**
 * contact service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::contact.contact');
