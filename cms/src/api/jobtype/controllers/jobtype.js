'use strict';

/**
 * jobtype controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::jobtype.jobtype');
