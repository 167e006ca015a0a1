'use strict';

/**
 * typesformation controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::typesformation.typesformation');
