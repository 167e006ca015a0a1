'use strict';

/**
 * formateur service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::formateur.formateur');
