'use strict';

/**
 * job service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::job.job');
