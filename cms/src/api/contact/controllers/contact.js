'use strict';

/**
 * contact controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::contact.contact');
