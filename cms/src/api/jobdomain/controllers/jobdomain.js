'use strict';

/**
 * jobdomain controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::jobdomain.jobdomain');
