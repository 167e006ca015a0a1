'use strict';

/**
 * formateur controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::formateur.formateur');
