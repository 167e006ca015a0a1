'use strict';

/**
 * Who opened which CV, and when: one row per download (collection `ouvertures_cv`, hidden from the content manager
 * and from the Content API), written before the file is sent, so that no CV leaves unrecorded. Shown to super
 * administrators on the application's CV panel; deleted with the application (index.js), so kept exactly as long
 * as it. Names the editor as the admin knows them and by their account id: an account renamed later still says who.
 */

const { adminName } = require('../requests/follow-up');

const OPENINGS_UID = 'api::ouverture-cv.ouverture-cv';
/** The openings a super administrator sees on the panel, newest first. */
const SHOWN = 50;

/** The name an editor is known by in the admin, with their address. */
function editorLabel(user) {
  const name = adminName(user);
  return user?.email && name !== user.email ? `${name} <${user.email}>` : name;
}

/** Records that `user` opens the CV of the application `documentId` now; returns how to take the record back. */
async function recordOpening(strapi, { documentId, user, now = new Date() }) {
  const { id } = await strapi.db.query(OPENINGS_UID).create({ data: { candidature: documentId, par: editorLabel(user).slice(0, 300), par_compte: user?.id ?? null, le: now } });
  return { withdraw: () => strapi.db.query(OPENINGS_UID).delete({ where: { id } }) };
}

/** The latest openings of the application's CV, newest first: who and when. */
async function openingsOf(strapi, documentId) {
  const rows = await strapi.db.query(OPENINGS_UID).findMany({ select: ['par', 'le'], where: { candidature: documentId }, orderBy: [{ le: 'desc' }, { id: 'desc' }], limit: SHOWN });
  return rows.map((row) => ({ par: row.par, le: new Date(row.le).toISOString() }));
}

module.exports = { OPENINGS_UID, editorLabel, openingsOf, recordOpening };
