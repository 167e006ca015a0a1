'use strict';

/**
 * commande service
 */

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::commande.commande');
