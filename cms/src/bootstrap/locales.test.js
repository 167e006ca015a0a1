'use strict';

const { ensureLocales, registerFrenchDefault } = require('./locales');

const localized = { pluginOptions: { i18n: { localized: true } } };
const plain = { pluginOptions: {} };

/**
 * The pieces of Strapi locales.js uses: the core store, the beforeSync hook, the i18n locales and the admin's
 * permissions, kept in memory. `locales` as the i18n plugin left them, `permissions` with their role's id.
 */
function fakeStrapi({ locales = [], defaultLocale = null, permissions = [], contentTypes = { 'api::job.job': localized } } = {}) {
  const store = new Map(defaultLocale ? [['plugin_i18n_default_locale', defaultLocale]] : []);
  const key = ({ type, name, key: entry }) => `${type}_${name}_${entry}`;
  const hooks = [];
  const tables = {
    'plugin::i18n.locale': locales.map((code, index) => ({ id: index + 1, code, name: code })),
    'admin::permission': permissions.map((permission, index) => ({ id: index + 1, ...permission })),
  };
  const SUPER_ADMIN = { id: 1 };
  const strapi = {
    contentTypes,
    store: Object.assign((scope) => ({ get: async ({ key: entry }) => store.get(key({ ...scope, key: entry })), set: async ({ key: entry, value }) => store.set(key({ ...scope, key: entry }), value) }), {
      get: async (entry) => store.get(key(entry)),
      set: async (entry) => store.set(key(entry), entry.value),
    }),
    hook: () => ({ register: (fn) => hooks.push(fn) }),
    log: { info: () => {} },
    service: (name) =>
      name === 'admin::role'
        ? { getSuperAdmin: async () => SUPER_ADMIN }
        : { actionProvider: { appliesToProperty: async (property, action) => property === 'locales' && action.startsWith('plugin::content-manager.') } },
    db: {
      query: (uid) => ({
        findOne: async ({ where }) => tables[uid].find((row) => row.code === where.code) ?? null,
        create: async ({ data }) => tables[uid].push({ id: tables[uid].length + 1, ...data }),
        findMany: async ({ where }) =>
          tables[uid].filter((row) => where.subject.$in.includes(row.subject)).map((row) => ({ ...row, role: { id: row.role } })),
        update: async ({ where, data }) => Object.assign(tables[uid].find((row) => row.id === where.id), data),
      }),
    },
  };
  return {
    strapi,
    beforeSync: (args) => Promise.all(hooks.map((fn) => fn(args))),
    defaultLocale: () => store.get('plugin_i18n_default_locale'),
    codes: () => tables['plugin::i18n.locale'].map((row) => row.code).sort(),
    locales: (id) => tables['admin::permission'].find((row) => row.id === id).properties.locales,
  };
}

describe('French, the default locale', () => {
  test('an existing database: before a type becomes localized, fr is created and made the default', async () => {
    const cms = fakeStrapi({ locales: ['en'], defaultLocale: 'en' });
    registerFrenchDefault(cms.strapi);
    await cms.beforeSync({ oldContentTypes: { 'api::job.job': plain }, contentTypes: cms.strapi.contentTypes });
    expect(cms.defaultLocale()).toBe('fr');
    expect(cms.codes()).toEqual(['en', 'fr']);
  });

  test('nothing becoming localized, or a fresh database: beforeSync changes nothing', async () => {
    const cms = fakeStrapi({ locales: ['en'], defaultLocale: 'en' });
    registerFrenchDefault(cms.strapi);
    await cms.beforeSync({ oldContentTypes: { 'api::job.job': localized }, contentTypes: cms.strapi.contentTypes });
    await cms.beforeSync({ oldContentTypes: undefined, contentTypes: cms.strapi.contentTypes });
    expect(cms.defaultLocale()).toBe('en');
  });

  test('a fresh database: the bootstrap makes fr the default and puts the three locales', async () => {
    const cms = fakeStrapi({ locales: ['en'], defaultLocale: 'en' });
    await ensureLocales(cms.strapi);
    expect(cms.defaultLocale()).toBe('fr');
    expect(cms.codes()).toEqual(['ar', 'en', 'fr']);
  });

  test('once per database: an editor who later makes another locale the default keeps it', async () => {
    const cms = fakeStrapi({ locales: ['en'], defaultLocale: 'en' });
    await ensureLocales(cms.strapi);
    await cms.strapi.store({ type: 'plugin', name: 'i18n' }).set({ key: 'default_locale', value: 'en' });
    await ensureLocales(cms.strapi);
    registerFrenchDefault(cms.strapi);
    await cms.beforeSync({ oldContentTypes: { 'api::job.job': plain }, contentTypes: cms.strapi.contentTypes });
    expect(cms.defaultLocale()).toBe('en');
  });
});

describe("the editors' roles", () => {
  const READ = 'plugin::content-manager.explorer.read';

  test('unset (a fresh database) or only the default (an upgrade) become fr, en and ar; a choice and the super admin stay', async () => {
    const cms = fakeStrapi({
      locales: ['en', 'fr'],
      defaultLocale: 'fr',
      permissions: [
        { role: 2, subject: 'api::job.job', action: READ, properties: { fields: ['titre'] } },
        { role: 3, subject: 'api::job.job', action: READ, properties: { locales: ['fr'] } },
        { role: 4, subject: 'api::job.job', action: READ, properties: { locales: ['en'] } },
        { role: 1, subject: 'api::job.job', action: READ, properties: { locales: ['fr'] } },
      ],
    });
    await ensureLocales(cms.strapi);
    expect(cms.locales(1)).toEqual(['fr', 'en', 'ar']);
    expect(cms.locales(2)).toEqual(['fr', 'en', 'ar']);
    expect(cms.locales(3)).toEqual(['en']);
    expect(cms.locales(4)).toEqual(['fr']);
  });

  test('once: a role narrowed to French afterwards stays so', async () => {
    const cms = fakeStrapi({
      locales: ['fr'],
      defaultLocale: 'fr',
      permissions: [{ role: 2, subject: 'api::job.job', action: READ, properties: {} }],
    });
    await ensureLocales(cms.strapi);
    await cms.strapi.db.query('admin::permission').update({ where: { id: 1 }, data: { properties: { locales: ['fr'] } } });
    await ensureLocales(cms.strapi);
    expect(cms.locales(1)).toEqual(['fr']);
  });
});
