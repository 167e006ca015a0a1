'use strict';

/**
 * formateur router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::formateur.formateur');
