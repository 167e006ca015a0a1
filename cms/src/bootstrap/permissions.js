'use strict';

/**
 * Public (unauthenticated) role: read access to every published content type,
 * create on newsletters only, nothing on devis. Runs at every start; idempotent.
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

const WANTED = [
  ...READABLE.flatMap((name) => [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`]),
  'api::newsletter.newsletter.create',
];

/**
 * Public actions that must never be granted: personal data (devis, newsletter list), and the
 * users-permissions sign-up / login endpoints the plugin opens by default (the site has no accounts,
 * so anonymous registration would only let strangers create users).
 */
const isForbidden = (action) =>
  action.startsWith('plugin::users-permissions.') ||
  action.startsWith('api::devi.devi.') ||
  (action.startsWith('api::newsletter.newsletter.') && action !== 'api::newsletter.newsletter.create');

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

module.exports = { ensurePublicPermissions, READABLE, WANTED };
