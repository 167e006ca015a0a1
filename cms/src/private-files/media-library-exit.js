'use strict';

/**
 * Databases made before the CVs left the Media Library hold each CV as one of its files (a `files` row whose address
 * is under /api/fichiers-prives/, linked to its application's `cv` field). At each start (a no-op once done), every
 * such CV is described on its application instead (same file on disk) and its Media Library row and link removed; a
 * private file no application holds any more (an erasure that failed half-way) is deleted with its row. Two processes
 * starting together on one database do the same work: a file is removed only by the process whose DELETE took its
 * Media Library row, and only when no application describes it (the other process may have just moved it).
 */

const fs = require('node:fs');
const path = require('node:path');
const { cvOf, privateDir } = require('.');
const { APPLICATION_UID } = require('../requests/kinds');

const MEDIA_PREFIX = '/api/fichiers-prives/';

/** Returns how many CVs were moved and how many orphans removed. */
async function moveCvsOutOfMediaLibrary(strapi, env = process.env) {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable('files'))) return { moved: 0, orphans: 0 };
  const files = await knex('files').select('id', 'name', 'hash', 'ext', 'mime', 'size').where('url', 'like', `${MEDIA_PREFIX}%`);
  const applications = strapi.db.query(APPLICATION_UID);
  let moved = 0;
  let orphans = 0;
  for (const file of files) {
    const fichier = `${file.hash}${file.ext}`;
    const links = (await knex.schema.hasTable('files_related_mph'))
      ? await knex('files_related_mph').select('related_id').where({ file_id: file.id, related_type: APPLICATION_UID })
      : [];
    const holders = [];
    for (const { related_id: id } of links) {
      const row = await applications.findOne({ select: ['id', 'cv'], where: { id } });
      if (row) holders.push(row);
    }
    for (const row of holders.filter((holder) => !cvOf(holder))) {
      await applications.update({ where: { id: row.id }, data: { cv: { fichier, nom: file.name, type: file.mime, octets: Math.round(Number(file.size) * 1024) } } });
      moved += 1;
    }
    if (await knex.schema.hasTable('files_related_mph')) await knex('files_related_mph').where({ file_id: file.id }).del();
    const taken = await knex('files').where({ id: file.id }).del();
    if (!holders.length && taken === 1 && /^[A-Za-z0-9_-]{1,200}\.[a-z0-9]{1,8}$/.test(fichier)) {
      const described = (await applications.findMany({ select: ['cv'] })).some((row) => cvOf(row)?.fichier === fichier);
      if (!described) {
        await fs.promises.rm(path.join(privateDir(env), fichier), { force: true });
        orphans += 1;
      }
    }
  }
  if (moved || orphans) strapi.log.info(`[cms] CV : ${moved} sorti(s) de la médiathèque, ${orphans} sans candidature supprimé(s)`);
  return { moved, orphans };
}

module.exports = { moveCvsOutOfMediaLibrary };
