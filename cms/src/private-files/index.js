'use strict';

/**
 * Applicants' CVs live outside Strapi's Media Library altogether. The Media Library, its search, folders, upload API,
 * signed links and AI tools list every file of its table to any role allowed to read media, whatever the collection
 * a file belongs to; so a CV is never one of its files. It is written to CMS_PRIVATE_DIR (default cms/private, 0700,
 * files 0600) under a random name, and described on the application itself (`cv`: file, name, type, size; hidden
 * from the edit form and never writable by an editor). Editors open it from the application's entry (the "CV" side
 * panel, src/admin/cv-panel.jsx), which downloads it from the admin route of routes.js with the editor's own session:
 * no link that works without it (blocked, logged out or stripped of the right, the next request is refused), and
 * each opening recorded (openings.js). docs/architecture.md says why.
 */

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { pipeline } = require('node:stream/promises');

const { APPLICATION_UID } = require('../requests/kinds');
const { OPENINGS_UID } = require('./openings');

const FILE_NAME = /^[A-Za-z0-9_-]{1,200}\.[a-z0-9]{1,8}$/;

/** CMS_PRIVATE_DIR, relative to cms/ like every other path of the CMS (whichever folder a command runs from). */
function privateDir(env = process.env) {
  return path.resolve(path.join(__dirname, '..', '..'), env.CMS_PRIVATE_DIR?.trim() || 'private');
}

/** The CV description an application holds, or null when it holds none (or not one of ours). */
function cvOf(record) {
  const cv = record?.cv;
  return cv && typeof cv === 'object' && typeof cv.fichier === 'string' && FILE_NAME.test(cv.fichier) ? cv : null;
}

/**
 * Writes a CV (`source`: a readable stream or a Buffer) into the private folder under a random name; returns what
 * the application keeps of it. `name` is the file's name as editors see it, `type` its MIME type.
 */
async function storeCv(source, { name, type, extension, env = process.env }) {
  const dir = privateDir(env);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const fichier = `${crypto.randomBytes(16).toString('hex')}${extension}`;
  const target = path.join(dir, fichier);
  try {
    if (Buffer.isBuffer(source)) await fs.promises.writeFile(target, source, { mode: 0o600, flag: 'wx' });
    else await pipeline(source, fs.createWriteStream(target, { mode: 0o600, flags: 'wx' }));
    const { size } = await fs.promises.stat(target);
    return { fichier, nom: name, type, octets: size };
  } catch (error) {
    // A CV half written (a full disk) belongs to no application: not kept.
    await fs.promises.rm(target, { force: true });
    throw error;
  }
}

/** Where a CV waits, renamed, while the deletion of its application is not yet committed. */
const RETIRED_PREFIX = '.supprime-';

/**
 * Sets a CV aside for the deletion of its application: renamed in place (a CV that cannot be, or is no regular file,
 * stops the deletion: its record stays). Returns how to finish (`remove`, once the deletion is committed) or undo
 * (`restore`, if it is rolled back), or null when the file is already gone.
 */
function retireCv(cv, env = process.env) {
  if (!cvOf({ cv })) return null;
  const file = path.join(privateDir(env), cv.fichier);
  let stat;
  try {
    stat = fs.lstatSync(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
  if (!stat.isFile()) throw new Error(`le CV ${cv.fichier} n'est pas un fichier ordinaire : ni lui ni sa candidature ne sont supprimés`);
  const retired = path.join(privateDir(env), `${RETIRED_PREFIX}${cv.fichier}`);
  fs.renameSync(file, retired);
  return { remove: () => fs.rmSync(retired, { force: true }), restore: () => fs.renameSync(retired, file) };
}

/** Removes a CV's file at once (a deposit whose application could not be stored); a file already gone is no error. */
async function removeCv(cv, env = process.env) {
  if (!cvOf({ cv })) return;
  await fs.promises.rm(path.join(privateDir(env), cv.fichier), { force: true });
}

/** Where the file of an application's CV description is on disk, or null when it is not there (any more). */
function cvFile(cv, env = process.env) {
  if (!cvOf({ cv })) return null;
  const file = path.join(privateDir(env), cv.fichier);
  return fs.existsSync(file) ? file : null;
}

/**
 * An application and its CV go together, or neither: deleting an application (an editor, a bulk delete, the erasure
 * of a person's data, the retention job) first sets its CV aside (retireCv), then deletes the record, in one database
 * transaction (Strapi's, when a bulk delete already runs one). Committed, the CV is removed; rolled back, it is put
 * back. A CV that cannot be set aside stops the deletion with an error, so that no CV is left on disk without the
 * record that leads to it, and no record without its CV. A stop between the two leaves a set-aside CV that
 * recoverRetiredCvs settles at the next start.
 */
function deleteCvsWithApplications(strapi, env = process.env) {
  const settle = (step, what) => {
    try {
      step();
    } catch (error) {
      strapi.log.error(`[cms] CV ${what} : ${error?.message ?? error}`);
    }
  };
  strapi.documents.use(async (context, next) => {
    if (context.uid !== APPLICATION_UID || context.action !== 'delete' || !context.params?.documentId) return next();
    return strapi.db.transaction(async ({ onCommit, onRollback }) => {
      const rows = await strapi.db.query(APPLICATION_UID).findMany({ select: ['cv'], where: { documentId: context.params.documentId } });
      const retired = [];
      try {
        for (const row of rows) {
          const set = retireCv(cvOf(row), env);
          if (set) retired.push(set);
        }
      } catch (error) {
        for (const set of retired) settle(set.restore, 'remis en place');
        throw error;
      }
      // The record of who opened it goes with it (kept as long as the application).
      if (strapi.contentTypes?.[OPENINGS_UID]) await strapi.db.query(OPENINGS_UID).deleteMany({ where: { candidature: context.params.documentId } });
      onCommit(() => retired.forEach((set) => settle(set.remove, 'à supprimer resté sur le disque')));
      onRollback(() => retired.forEach((set) => settle(set.restore, 'à remettre en place')));
      return next();
    });
  });
}

/**
 * At start: a CV set aside by a deletion the CMS stopped in the middle of is put back when its application is still
 * there, removed when it is not. Returns both counts.
 */
async function recoverRetiredCvs(strapi, env = process.env) {
  const dir = privateDir(env);
  const retired = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.startsWith(RETIRED_PREFIX)) : [];
  if (!retired.length) return { restored: 0, removed: 0 };
  const held = new Set((await strapi.db.query(APPLICATION_UID).findMany({ select: ['cv'] })).map((row) => cvOf(row)?.fichier).filter(Boolean));
  let restored = 0;
  let removed = 0;
  for (const name of retired) {
    const original = name.slice(RETIRED_PREFIX.length);
    if (held.has(original)) {
      fs.renameSync(path.join(dir, name), path.join(dir, original));
      restored += 1;
    } else {
      fs.rmSync(path.join(dir, name), { force: true });
      removed += 1;
    }
  }
  strapi.log.warn(`[cms] CV mis de côté par une suppression interrompue : ${restored} remis en place, ${removed} supprimé(s)`);
  return { restored, removed };
}

module.exports = {
  cvFile,
  cvOf,
  deleteCvsWithApplications,
  privateDir,
  recoverRetiredCvs,
  removeCv,
  storeCv,
};
