'use strict';

/**
 * jobdomain router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::jobdomain.jobdomain');
