'use strict';

/**
 * The CMS's languages: French (the default, the firm's language), English and Arabic, through Strapi's own i18n
 * plugin (docs/cms-schema.md, « Les langues »).
 *
 * Why French must be the default *before* a type becomes localized: when a content type of an existing database
 * turns localized, Strapi core (@strapi/core dist/migrations/i18n.js, on the `strapi::content-types.afterSync`
 * hook, before any plugin's bootstrap) gives every existing row `locale = <the current default locale>`. The i18n
 * plugin made 'en' the default of every database it ever initialised (STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE unset),
 * so without this module every French entry of a database made before the content was localized would be marked
 * English. `registerFrenchDefault` therefore hooks `strapi::content-types.beforeSync` (before the schema sync and
 * the core migration) and, when a type is about to become localized, creates the 'fr' locale and makes it the
 * default. On a fresh database there is nothing to migrate: the plugin's bootstrap creates 'en' as its first
 * locale, and `ensureLocales` (our bootstrap, before the seed) makes French the default there.
 *
 * Either happens once per database, remembered in the core store (LOCALES_DONE): an editor who later makes another
 * language the default (Settings → Internationalization) is not overridden at the next start. The three locales
 * themselves are put back at every start if missing: the site has an edition for each and reads each one.
 */

const LOCALES = [
  { code: 'fr', name: 'French (fr)' },
  { code: 'en', name: 'English (en)' },
  { code: 'ar', name: 'Arabic (ar)' },
];
const DEFAULT_LOCALE = 'fr';
const LOCALE_UID = 'plugin::i18n.locale';
/** Our own core-store entry: French was made the default once on this database. */
const LOCALES_DONE = { type: 'plugin', name: 'adive', key: 'french_default_locale' };
/** Our own core-store entry: the editors' roles were given the three locales once on this database. */
const ROLES_DONE = { type: 'plugin', name: 'adive', key: 'editor_role_locales' };

/** The i18n plugin's own store entry of the default locale (its locales service reads it). */
function i18nStore(strapi) {
  return strapi.store({ type: 'plugin', name: 'i18n' });
}

const isLocalized = (contentType) => contentType?.pluginOptions?.i18n?.localized === true;

async function ensureLocale(strapi, locale) {
  const found = await strapi.db.query(LOCALE_UID).findOne({ where: { code: locale.code } });
  if (!found) await strapi.db.query(LOCALE_UID).create({ data: locale });
}

/** Makes French the default locale, once per database (remembered). Returns whether it did. */
async function makeFrenchDefaultOnce(strapi) {
  if (await strapi.store.get(LOCALES_DONE)) return false;
  await ensureLocale(strapi, LOCALES[0]);
  await i18nStore(strapi).set({ key: 'default_locale', value: DEFAULT_LOCALE });
  await strapi.store.set({ ...LOCALES_DONE, value: true });
  return true;
}

/**
 * Before the schema sync: if a content type of this existing database is about to become localized, French becomes
 * the default first, so that Strapi's migration marks the existing entries French. Called from register().
 */
function registerFrenchDefault(strapi) {
  strapi.hook('strapi::content-types.beforeSync').register(async ({ oldContentTypes, contentTypes }) => {
    // A fresh database has no stored schema (and no table yet): nothing to migrate, ensureLocales does the rest.
    if (!oldContentTypes) return;
    const becomingLocalized = Object.keys(contentTypes).filter(
      (uid) => oldContentTypes[uid] && !isLocalized(oldContentTypes[uid]) && isLocalized(contentTypes[uid])
    );
    if (becomingLocalized.length === 0) return;
    if (await makeFrenchDefaultOnce(strapi)) {
      strapi.log.info(`[cms] French made the default locale before localizing ${becomingLocalized.join(', ')}`);
    }
  });
}

/**
 * The editors' roles (Strapi's Editor and Author, and any role the firm made before the content was localized) may
 * work in the three languages, once per database. A role's permission on a localized type is limited to the locales
 * of its `locales` property: Strapi leaves it out on the default roles of a fresh database (which then reach no
 * entry at all), and on upgrade its repair (repairPermissionsForNewlyLocalizedTypes) gives existing permissions the
 * default locale only. Either becomes fr, en and ar. A role changed later in Settings → Roles is left as it is.
 */
async function ensureEditorLocalesOnce(strapi) {
  if (await strapi.store.get(ROLES_DONE)) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  const { actionProvider } = strapi.service('admin::permission');
  const codes = LOCALES.map((locale) => locale.code);
  const defaultLocale = await i18nStore(strapi).get({ key: 'default_locale' });
  const localizedUids = Object.keys(strapi.contentTypes).filter((uid) => isLocalized(strapi.contentTypes[uid]));
  const permissions = await strapi.db
    .query('admin::permission')
    .findMany({ where: { subject: { $in: localizedUids } }, populate: ['role'] });
  for (const permission of permissions) {
    if (!permission.role || permission.role.id === superAdmin?.id) continue;
    if (!(await actionProvider.appliesToProperty('locales', permission.action, permission.subject))) continue;
    const locales = permission.properties?.locales;
    const unset = locales === undefined || (Array.isArray(locales) && locales.length === 0);
    const repaired = Array.isArray(locales) && locales.length === 1 && locales[0] === defaultLocale;
    if (!unset && !repaired) continue;
    await strapi.db.query('admin::permission').update({
      where: { id: permission.id },
      data: { properties: { ...permission.properties, locales: codes } },
    });
  }
  await strapi.store.set({ ...ROLES_DONE, value: true });
}

/** Bootstrap, before the seed: French the default (once), the three locales present, editors in all three (once). */
async function ensureLocales(strapi) {
  await makeFrenchDefaultOnce(strapi);
  for (const locale of LOCALES) await ensureLocale(strapi, locale);
  await ensureEditorLocalesOnce(strapi);
}

module.exports = { registerFrenchDefault, ensureLocales, LOCALES, DEFAULT_LOCALE, LOCALES_DONE, ROLES_DONE };
