'use strict';

/**
 * typesformation service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::typesformation.typesformation');
