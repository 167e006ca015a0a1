'use strict';

/**
 * devi controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::devi.devi');
