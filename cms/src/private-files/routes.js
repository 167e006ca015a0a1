'use strict';

/**
 * The one door to a CV, two admin routes (a logged-in editor's session, checked at each request by Strapi: a blocked
 * account or a closed session is refused at once):
 * - GET /adive/candidatures/:documentId/cv: the CV's name, type and size (and, for a super administrator, who opened
 *   it and when);
 * - GET /adive/candidatures/:documentId/cv/fichier: the file itself, recorded first (openings.js).
 * Both answer only when the editor's role may read that application now (within its conditions, e.g. "created by
 * me") and the applicant's name (the CV's name, and its content, say who it is), as the content manager itself
 * decides. Anyone else gets 404, as if there were no such application: a role without the right learns neither that
 * the CV exists nor whose it is. No link is ever made: nothing that outlives the session or lands in an access log.
 */

const fs = require('node:fs');
const { accessFor, isSuperAdmin, readsName, within } = require('../requests/access');
const { cvFile, cvOf } = require('.');
const { APPLICATION_UID } = require('../requests/kinds');
const { openingsOf, recordOpening } = require('./openings');

/** The application's CV as the editor's role may open it now (its description and file on disk), or null. */
async function cvForEditor(strapi, { documentId, access, env = process.env }) {
  const allowed = typeof documentId === 'string' ? access(APPLICATION_UID) : null;
  if (!readsName(allowed, APPLICATION_UID)) return null;
  const record = await strapi.db.query(APPLICATION_UID).findOne({ select: ['documentId', 'cv'], where: within(allowed, { documentId }) });
  const cv = cvOf(record);
  const file = cvFile(cv, env);
  return file ? { documentId: record.documentId, cv, file } : null;
}

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'X-Robots-Tag': 'noindex' };

/** Registers the routes (in register(), before the server starts). */
function registerCvRoute(strapi) {
  const found = (ctx) => cvForEditor(strapi, { documentId: ctx.params.documentId, access: accessFor(strapi, ctx.state.userAbility) });
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/adive/candidatures/:documentId/cv',
        handler: async (ctx) => {
          const open = await found(ctx);
          if (!open) return ctx.notFound();
          ctx.set(PRIVATE);
          const { nom, type, octets } = open.cv;
          ctx.body = { nom, type, octets, ...(isSuperAdmin(ctx.state.user) ? { ouvertures: await openingsOf(strapi, open.documentId) } : {}) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      {
        method: 'GET',
        path: '/adive/candidatures/:documentId/cv/fichier',
        handler: async (ctx) => {
          if (!(await found(ctx))) return ctx.notFound();
          // Recorded first, then looked up again: an application deleted meanwhile (its records with it, or before this
          // one was written) sends no file and keeps no record.
          const record = await recordOpening(strapi, { documentId: ctx.params.documentId, user: ctx.state.user });
          const open = await found(ctx);
          if (!open) {
            await record.withdraw();
            return ctx.notFound();
          }
          ctx.set(PRIVATE);
          ctx.attachment(open.cv.nom);
          ctx.type = open.cv.type;
          ctx.body = fs.createReadStream(open.file);
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { cvForEditor, registerCvRoute };
