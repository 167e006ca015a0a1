'use strict';

/**
 * POST /api/mesures/ajout {lot, lignes}: the one action on the field measures, the site's token's (src/measures). No
 * core route: nobody reads, edits or deletes them through the API; the admin reads them through GET /adive/mesures.
 */
module.exports = {
  routes: [{ method: 'POST', path: '/mesures/ajout', handler: 'mesure.ajouter', config: { policies: [] } }],
};
