'use strict';

/**
 * jobtype service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::jobtype.jobtype');
