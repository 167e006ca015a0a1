'use strict';

/**
 * jobdomain service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::jobdomain.jobdomain');
