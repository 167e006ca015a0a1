'use strict';

/**
 * Public (unauthenticated) role: read access to every published content type; create, and nothing else, on the
 * newsletter and on the requests visitors send (quotes, contact messages, book orders), which hold personal data.
 * Runs at every start; idempotent.
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

/** Written by visitors through the site, never read back by the public. */
const CREATE_ONLY = ['newsletter', 'devi', 'contact', 'commande'];

const WANTED = [
  ...READABLE.flatMap((name) => [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`]),
  ...CREATE_ONLY.map((name) => `api::${name}.${name}.create`),
];

/**
 * Public actions that must never be granted: reading or changing personal data (requests, newsletter list), and
 * the users-permissions sign-up / login endpoints the plugin opens by default (the site has no accounts, so
 * anonymous registration would only let strangers create users).
 */
const isForbidden = (action) =>
  action.startsWith('plugin::users-permissions.') ||
  CREATE_ONLY.some((name) => action.startsWith(`api::${name}.${name}.`) && action !== `api::${name}.${name}.create`);

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

module.exports = { ensurePublicPermissions, READABLE, CREATE_ONLY, WANTED };
