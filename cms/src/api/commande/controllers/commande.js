'use strict';

/**
 * commande controller
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::commande.commande');
