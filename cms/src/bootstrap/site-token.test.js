'use strict';

const crypto = require('crypto');
const { ensureSiteToken, MEASURES_ACTION, TOKEN_NAME, TOKEN_PERMISSIONS } = require('./site-token');
const { REQUEST_CREATE_ACTIONS } = require('./permissions');
const { createFakeStrapi } = require('./fakeStrapi');

const TOKENS = 'admin::api-token';
const PERMISSIONS = 'admin::api-token-permission';
// Strapi's own: an HMAC of the key with API_TOKEN_SALT; the key kept encrypted for the admin.
const hash = (key) => crypto.createHmac('sha512', 'salt').update(key).digest('hex');
const services = {
  'admin::api-token-content-api': { hash },
  'admin::encryption': { encrypt: (value) => `encrypted(${value})` },
};
const grantedActions = (strapi, tokenId) => strapi.data[PERMISSIONS].filter((row) => row.token === tokenId).map((row) => row.action).sort();

describe('ensureSiteToken', () => {
  it('makes the token from CMS_TOKEN: Strapi keeps its hash; it reads content, creates requests and adds field measures, nothing else', async () => {
    const strapi = createFakeStrapi({ tables: { [TOKENS]: [], [PERMISSIONS]: [] }, services });
    const token = await ensureSiteToken(strapi, { CMS_TOKEN: ' le-jeton ' });
    expect(token).toMatchObject({ name: TOKEN_NAME, type: 'custom', kind: 'content-api', accessKey: hash('le-jeton'), lifespan: null });
    expect(JSON.stringify(strapi.data[TOKENS])).not.toContain('"le-jeton"');
    expect(grantedActions(strapi, token.id)).toEqual([...TOKEN_PERMISSIONS].sort());
    expect(TOKEN_PERMISSIONS.filter((action) => !action.endsWith('.find') && !action.endsWith('.findOne'))).toEqual([...REQUEST_CREATE_ACTIONS, MEASURES_ACTION]);

    // Idempotent; a new value replaces the key; a permission added by hand is taken away.
    await ensureSiteToken(strapi, { CMS_TOKEN: 'le-jeton' });
    expect(strapi.data[TOKENS]).toHaveLength(1);
    strapi.data[PERMISSIONS].push({ id: 1, token: token.id, action: 'api::devi.devi.find' });
    await ensureSiteToken(strapi, { CMS_TOKEN: 'un-autre-jeton' });
    expect(strapi.data[TOKENS][0].accessKey).toBe(hash('un-autre-jeton'));
    expect(grantedActions(strapi, token.id)).toEqual([...TOKEN_PERMISSIONS].sort());
  });

  it('without CMS_TOKEN removes the token and its permissions, and warns that requests cannot be stored', async () => {
    const strapi = createFakeStrapi({ tables: { [TOKENS]: [], [PERMISSIONS]: [] }, services });
    await ensureSiteToken(strapi, { CMS_TOKEN: 'le-jeton' });
    expect(await ensureSiteToken(strapi, {})).toBeNull();
    expect(strapi.data[TOKENS]).toHaveLength(0);
    expect(strapi.data[PERMISSIONS]).toHaveLength(0);
    expect(strapi.logs.at(-1)).toEqual(['warn', expect.stringContaining('cannot store requests')]);
  });
});
