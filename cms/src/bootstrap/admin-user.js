'use strict';

/**
 * With CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD set, creates that super admin if missing, so the end-to-end tests can
 * edit content through the admin API. Without them the first admin signs up at /admin (cms/README.md).
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
