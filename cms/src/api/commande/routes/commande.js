'use strict';

/**
 * commande router
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::commande.commande');
