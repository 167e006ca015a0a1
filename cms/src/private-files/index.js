'use strict';

/**
 * Applicants' CVs live outside Strapi's Media Library altogether. The Media Library, its search, folders, upload API,
 * signed links and AI tools list every file of its table to any role allowed to read media, whatever the collection
 * a file belongs to; so a CV is never one of its files. It is written to CMS_PRIVATE_DIR (default cms/private, 0700,
 * files 0600) under a random name, and described on the application itself (`cv`: file, name, type, size; hidden
 * from the edit form and never writable by an editor). Editors open it from the application's entry (the "CV" side
 * panel, src/admin/cv-panel.jsx), which asks the admin route of routes.js: that route gives a link signed for
 * LINK_SECONDS only to a role that may read that application. docs/architecture.md says why.
 */

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { pipeline } = require('node:stream/promises');

const { APPLICATION_UID } = require('../requests/kinds');
/** Where a signed link is served (api/candidature/routes), under the API prefix. */
const ROUTE_PREFIX = '/fichiers-prives/';
const LINK_SECONDS = 15 * 60;
const FILE_NAME = /^[A-Za-z0-9_-]{1,200}\.[a-z0-9]{1,8}$/;

/** CMS_PRIVATE_DIR, relative to cms/ like every other path of the CMS (whichever folder a command runs from). */
function privateDir(env = process.env) {
  return path.resolve(path.join(__dirname, '..', '..'), env.CMS_PRIVATE_DIR?.trim() || 'private');
}

/** The signing key: derived from APP_KEYS, which every Strapi has and keeps secret. */
function signingKey(env = process.env) {
  const keys = (env.APP_KEYS || '').trim();
  if (!keys) throw new Error('APP_KEYS is required to sign the links of private files');
  return crypto.createHash('sha256').update(`private-files:${keys}`).digest();
}

const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

function signature(application, name, expires, env) {
  return crypto.createHmac('sha256', signingKey(env)).update(`${application}/${name}:${expires}`).digest('base64url');
}

/**
 * A link to the CV `name` of the application `application` (its documentId), valid until now + LINK_SECONDS, relative
 * to the CMS.
 */
function signedPath(application, name, { now = Date.now(), env = process.env, apiPrefix = '/api' } = {}) {
  const expires = Math.floor(now / 1000) + LINK_SECONDS;
  return `${apiPrefix}${ROUTE_PREFIX}${application}/${name}?expires=${expires}&signature=${signature(application, name, expires, env)}`;
}

/** True when the parts come from signedPath and the link has not expired. */
function isValidLink({ application, name, expires, signature: sig }, { now = Date.now(), env = process.env } = {}) {
  if (typeof application !== 'string' || !DOCUMENT_ID.test(application)) return false;
  if (typeof name !== 'string' || !FILE_NAME.test(name)) return false;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return false;
  if (typeof sig !== 'string') return false;
  const expected = Buffer.from(signature(application, name, expires, env));
  const given = Buffer.from(sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
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
  if (Buffer.isBuffer(source)) await fs.promises.writeFile(target, source, { mode: 0o600, flag: 'wx' });
  else await pipeline(source, fs.createWriteStream(target, { mode: 0o600, flags: 'wx' }));
  const { size } = await fs.promises.stat(target);
  return { fichier, nom: name, type, octets: size };
}

/** Removes a CV's file; a file already gone is no error, any other failure is (its record must then stay). */
async function removeCv(cv, env = process.env) {
  if (!cvOf({ cv })) return;
  await fs.promises.rm(path.join(privateDir(env), cv.fichier), { force: true });
}

/** The CV of a valid signed link, or null: its file's path and the application's description of it. */
async function openPrivateFile(strapi, link, env = process.env) {
  if (!isValidLink(link, { env })) return null;
  // A link outlives neither its application nor that application's file.
  const holder = await strapi.db.query(APPLICATION_UID).findOne({ select: ['cv'], where: { documentId: link.application } });
  const cv = cvOf(holder);
  if (cv?.fichier !== link.name) return null;
  const file = path.join(privateDir(env), cv.fichier);
  return fs.existsSync(file) ? { file, cv } : null;
}

/**
 * An application's CV goes before its record: deleting an application (an editor, the erasure of a person's data,
 * the retention job) first removes its file, then the record. A file that cannot be removed (permissions) stops the
 * deletion with an error, so that no CV is ever left on disk without the record that leads to it.
 */
function deleteCvsWithApplications(strapi, env = process.env) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== APPLICATION_UID || context.action !== 'delete' || !context.params?.documentId) return next();
    const rows = await strapi.db.query(APPLICATION_UID).findMany({ select: ['cv'], where: { documentId: context.params.documentId } });
    for (const row of rows) await removeCv(cvOf(row), env);
    return next();
  });
}

module.exports = {
  cvOf,
  deleteCvsWithApplications,
  LINK_SECONDS,
  isValidLink,
  openPrivateFile,
  privateDir,
  removeCv,
  signedPath,
  storeCv,
};
