'use strict';

/**
 * Optional editor account made at start: when CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD are both set and no admin
 * with that e-mail exists, a super admin is created (idempotent). Used by the end-to-end tests to edit content
 * through the admin API and check that the webhook refreshes the site; handy for a scripted set-up too.
 * Nothing happens when the variables are unset (then the first admin signs up at /admin, see cms/README.md).
 */
async function ensureAdminUser(strapi) {
  const email = process.env.CMS_ADMIN_EMAIL;
  const password = process.env.CMS_ADMIN_PASSWORD;
  if (!email || !password) return false;
  const users = strapi.admin.services.user;
  if (await users.exists({ email })) return false;
  const superAdmin = await strapi.admin.services.role.getSuperAdmin();
  await users.create({
    email,
    password,
    firstname: 'Admin',
    lastname: 'ADIVE',
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`[cms] admin user ${email} created`);
  return true;
}

module.exports = { ensureAdminUser };
