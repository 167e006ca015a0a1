'use strict';

/**
 * jobtype router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::jobtype.jobtype');
