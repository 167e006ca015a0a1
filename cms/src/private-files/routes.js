'use strict';

/**
 * The one door to a CV: GET /adive/candidatures/:documentId/cv, an admin route (a logged-in editor), answers the CV's
 * name, type, size and a link signed for LINK_SECONDS, only when the editor's role may read that application (within
 * its conditions, e.g. "created by me") and the applicant's name (the CV's name, and its content, say who it is),
 * as the content manager itself decides. Anyone else gets 404, as if there were no such application: a role without
 * the right learns neither that the CV exists nor whose it is.
 */

const { accessFor, within } = require('../requests/access');
const { cvOf, signedPath } = require('.');
const { APPLICATION_UID } = require('../requests/kinds');

/** What an editor's side panel shows of an application's CV, or null when they may not see it (or it has none). */
async function cvForEditor(strapi, { documentId, access, env = process.env, now = Date.now() }) {
  const allowed = typeof documentId === 'string' ? access(APPLICATION_UID) : null;
  if (!allowed?.name) return null;
  const record = await strapi.db.query(APPLICATION_UID).findOne({ select: ['documentId', 'cv'], where: within(allowed, { documentId }) });
  const cv = cvOf(record);
  if (!cv) return null;
  const apiPrefix = strapi.config?.get?.('api.rest.prefix', '/api') ?? '/api';
  return { nom: cv.nom, type: cv.type, octets: cv.octets, url: signedPath(record.documentId, cv.fichier, { now, env, apiPrefix }) };
}

/** Registers the route (in register(), before the server starts). */
function registerCvRoute(strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/adive/candidatures/:documentId/cv',
        handler: async (ctx) => {
          const cv = await cvForEditor(strapi, { documentId: ctx.params.documentId, access: accessFor(strapi, ctx.state.userAbility) });
          if (!cv) return ctx.notFound();
          ctx.set('Cache-Control', 'private, no-store');
          ctx.body = cv;
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { cvForEditor, registerCvRoute };
