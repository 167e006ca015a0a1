'use strict';

const { ensurePublicPermissions, READABLE_ACTIONS } = require('./permissions');
const { PERSONAL_DATA } = require('../requests/kinds');
const { createFakeStrapi } = require('./fakeStrapi');

const PERMISSION = 'plugin::users-permissions.permission';
const publicActions = (strapi) => strapi.data[PERMISSION].filter((row) => row.role === 1).map((row) => row.action).sort();

describe('ensurePublicPermissions', () => {
  it('lets the public read every content type and write nothing: request permissions and sign-up are removed', async () => {
    const strapi = createFakeStrapi({
      tables: {
        'plugin::users-permissions.role': [{ id: 1, type: 'public' }, { id: 2, type: 'authenticated' }],
        [PERMISSION]: [
          { id: 1, role: 1, action: 'api::devi.devi.create' },
          { id: 2, role: 1, action: 'api::newsletter.newsletter.create' },
          { id: 3, role: 1, action: 'api::commande.commande.find' },
          { id: 4, role: 1, action: 'plugin::users-permissions.auth.register' },
          { id: 5, role: 1, action: 'api::job.job.find' },
          { id: 6, role: 1, action: 'api::job.job.find' },
          { id: 7, role: 2, action: 'api::devi.devi.create' },
        ],
      },
    });
    const result = await ensurePublicPermissions(strapi);
    expect(publicActions(strapi)).toEqual([...READABLE_ACTIONS].sort());
    expect(publicActions(strapi).some((action) => PERSONAL_DATA.some((collection) => action.startsWith(`${collection.uid}.`)))).toBe(false);
    // 4 forbidden and 1 duplicate removed; another role is left alone.
    expect(result.removed).toBe(5);
    expect(result.created).toBe(READABLE_ACTIONS.length - 1);
    expect(strapi.data[PERMISSION].find((row) => row.id === 7)).toBeDefined();
    expect(await ensurePublicPermissions(strapi)).toEqual({ created: 0, removed: 0 });
  });

  it('does nothing, and says so, without a public role', async () => {
    const strapi = createFakeStrapi({ tables: { 'plugin::users-permissions.role': [] } });
    expect(await ensurePublicPermissions(strapi)).toEqual({ created: 0, removed: 0 });
    expect(strapi.logs[0][0]).toBe('warn');
  });
});
