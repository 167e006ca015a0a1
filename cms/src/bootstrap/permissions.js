'use strict';

const { KINDS, PERSONAL_DATA, SUBSCRIPTIONS } = require('../requests/kinds');

/**
 * The public role reads published content and nothing else: requests and subscriptions hold personal data, so only
 * the site's server writes them, with its token (site-token.js), and nobody can get past the site's checks.
 */

const READABLE = [
  'blog',
  'tag',
  'category',
  'formation',
  'typesformation',
  'formateur',
  'modesformation',
  'modespayment',
  'job',
  'compagnie',
  'jobdomain',
  'jobtype',
  'experience-level',
  'biblio',
  'faq',
];

const READABLE_ACTIONS = READABLE.flatMap((name) => [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`]);
/** Written by the site's server for visitors (with its token), never by the public, never read by it. */
const REQUEST_CREATE_ACTIONS = [
  ...KINDS.map((kind) => `${kind.uid}.${kind.siteAction}`),
  `${SUBSCRIPTIONS.uid}.create`,
  // The unsubscribe link of the welcome e-mail, whose token the site forwards (src/newsletter).
  `${SUBSCRIPTIONS.uid}.unsubscribe`,
];
const WANTED = READABLE_ACTIONS;

/**
 * Never public: requests and subscriptions, the users-permissions sign-up/login the plugin opens by default (the
 * site has no accounts, so registration would only let strangers create users), and the upload API (its list would
 * give anyone the signed links of the CVs; pictures reach the site inside the content that uses them).
 */
const isForbidden = (action) =>
  action.startsWith('plugin::users-permissions.') ||
  action.startsWith('plugin::upload.') ||
  PERSONAL_DATA.some((collection) => action.startsWith(`${collection.uid}.`));

async function ensurePublicPermissions(strapi) {
  const roleQuery = strapi.db.query('plugin::users-permissions.role');
  const permissionQuery = strapi.db.query('plugin::users-permissions.permission');

  const publicRole = await roleQuery.findOne({ where: { type: 'public' } });
  if (!publicRole) {
    strapi.log.warn('[cms] users-permissions public role not found: public permissions not set');
    return { created: 0, removed: 0 };
  }

  const existing = await permissionQuery.findMany({ where: { role: publicRole.id } });

  let removed = 0;
  const seen = new Set();
  for (const permission of existing) {
    if (isForbidden(permission.action) || seen.has(permission.action)) {
      await permissionQuery.delete({ where: { id: permission.id } });
      removed += 1;
    } else {
      seen.add(permission.action);
    }
  }

  let created = 0;
  for (const action of WANTED) {
    if (seen.has(action)) continue;
    await permissionQuery.create({ data: { action, role: publicRole.id } });
    created += 1;
  }

  if (created || removed) {
    strapi.log.info(`[cms] public permissions: ${created} granted, ${removed} removed`);
  }
  return { created, removed };
}

module.exports = { ensurePublicPermissions, isForbidden, READABLE, READABLE_ACTIONS, REQUEST_CREATE_ACTIONS, WANTED };
