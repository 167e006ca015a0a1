'use strict';

/**
 * Private files (the CVs of applications): never written to public/uploads, which Strapi serves to anyone who knows
 * a name. The upload provider is extended: a file uploaded with `path: PRIVATE_PATH` goes to CMS_PRIVATE_DIR
 * (default cms/private), is marked in its provider_metadata, and its address is signed for LINK_SECONDS each time the
 * CMS shows it (the admin, or the API to a caller allowed to read files). Public files keep the local provider.
 */

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { pipeline } = require('node:stream/promises');

/** What an upload passes (`data.path`) to make its file private. */
const PRIVATE_PATH = 'prive';
/** Where a signed link is served (routes/candidature.js), under the API prefix. */
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

const fileName = (file) => `${file.hash}${file.ext}`;

function signature(name, expires, env) {
  return crypto.createHmac('sha256', signingKey(env)).update(`${name}:${expires}`).digest('base64url');
}

/** A link to the private file `name` valid until now + LINK_SECONDS, relative to the CMS (as local files are). */
function signedPath(name, { now = Date.now(), env = process.env, apiPrefix = '/api' } = {}) {
  const expires = Math.floor(now / 1000) + LINK_SECONDS;
  return `${apiPrefix}${ROUTE_PREFIX}${name}?expires=${expires}&signature=${signature(name, expires, env)}`;
}

/** True when `name`, `expires` and `sig` come from signedPath and the link has not expired. */
function isValidLink(name, expires, sig, { now = Date.now(), env = process.env } = {}) {
  if (typeof name !== 'string' || !FILE_NAME.test(name)) return false;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return false;
  if (typeof sig !== 'string') return false;
  const expected = Buffer.from(signature(name, expires, env));
  const given = Buffer.from(sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

const isPrivateFile = (file) => file?.path === PRIVATE_PATH || file?.provider_metadata?.private === true;

/** Extends the configured upload provider (call in register, after the upload plugin made it). */
function extendUploadProvider(strapi, env = process.env) {
  const provider = strapi.plugin('upload').provider;
  const base = {
    upload: provider.upload,
    uploadStream: provider.uploadStream,
    delete: provider.delete,
    replace: provider.replace,
    replaceStream: provider.replaceStream,
  };
  const dir = privateDir(env);
  const apiPrefix = strapi.config.get('api.rest.prefix', '/api');

  async function write(file) {
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    const target = path.join(dir, fileName(file));
    if (file.stream) await pipeline(file.stream, fs.createWriteStream(target, { mode: 0o600 }));
    else await fs.promises.writeFile(target, file.buffer, { mode: 0o600 });
    file.provider_metadata = { ...file.provider_metadata, private: true };
    // Not a working address by itself: the CMS signs it whenever it shows the file.
    file.url = `${apiPrefix}${ROUTE_PREFIX}${fileName(file)}`;
  }

  const removePrivate = (file) => fs.promises.rm(path.join(dir, fileName(file)), { force: true });

  async function replacePrivately(file, oldFile) {
    await removePrivate(oldFile);
    await write(file);
  }

  provider.extend({
    isPrivate: () => true,
    async getSignedUrl(file) {
      return { url: isPrivateFile(file) ? signedPath(fileName(file), { env, apiPrefix }) : file.url };
    },
    async upload(file, options) {
      return isPrivateFile(file) ? write(file) : base.upload(file, options);
    },
    async uploadStream(file, options) {
      return isPrivateFile(file) ? write(file) : base.uploadStream(file, options);
    },
    async delete(file, options) {
      return isPrivateFile(file) ? removePrivate(file) : base.delete(file, options);
    },
    // "Replace media" in the admin: a private file's replacement stays private (the local provider would write it
    // to public/uploads under the same, already shared, name).
    async replace(file, oldFile) {
      return isPrivateFile(oldFile) ? replacePrivately(file, oldFile) : base.replace(file, oldFile);
    },
    async replaceStream(file, oldFile) {
      return isPrivateFile(oldFile) ? replacePrivately(file, oldFile) : base.replaceStream(file, oldFile);
    },
  });
  return dir;
}

/** The private file `name` for a valid link, or null: its path and its record (for its type and name). */
async function openPrivateFile(strapi, { name, expires, signature: sig }, env = process.env) {
  if (!isValidLink(name, expires, sig, { env })) return null;
  const ext = path.extname(name);
  const record = await strapi.db.query('plugin::upload.file').findOne({ where: { hash: name.slice(0, -ext.length), ext } });
  if (!isPrivateFile(record)) return null;
  const file = path.join(privateDir(env), name);
  return fs.existsSync(file) ? { file, record } : null;
}

/**
 * A private file lives and dies with its record: deleting a document of `uid` (an application) deletes the private
 * file of its `field` (its CV) too, so that personal data does not linger in the media library.
 */
function deletePrivateFilesWith(strapi, uid, field) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== uid || context.action !== 'delete' || !context.params?.documentId) return next();
    const document = await strapi.documents(uid).findOne({ documentId: context.params.documentId, populate: [field] });
    const result = await next();
    const file = document?.[field];
    if (isPrivateFile(file)) await strapi.plugin('upload').service('upload').remove(file);
    return result;
  });
}

module.exports = {
  PRIVATE_PATH,
  deletePrivateFilesWith,
  LINK_SECONDS,
  extendUploadProvider,
  openPrivateFile,
  signedPath,
  isValidLink,
  isPrivateFile,
  privateDir,
};
