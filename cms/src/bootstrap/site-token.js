'use strict';

/**
 * The token the site writes visitors' requests with, from CMS_TOKEN, which the site sends (Strapi keeps only a hash).
 * It reads content, creates requests and adds field measures, nothing else; without CMS_TOKEN it is removed (the site falls back to e-mail).
 */

const { READABLE_ACTIONS, REQUEST_CREATE_ACTIONS } = require('./permissions');

const TOKEN_NAME = 'site-requests';
/** And the field measures' one action: add a batch (src/measures). */
const MEASURES_ACTION = 'api::mesure.mesure.ajouter';
const TOKEN_PERMISSIONS = [...READABLE_ACTIONS, ...REQUEST_CREATE_ACTIONS, MEASURES_ACTION];

async function ensureSiteToken(strapi, env = process.env) {
  const tokens = strapi.db.query('admin::api-token');
  const permissions = strapi.db.query('admin::api-token-permission');
  const value = (env.CMS_TOKEN || '').trim();
  const existing = await tokens.findOne({ where: { name: TOKEN_NAME }, populate: ['permissions'] });

  if (!value) {
    if (existing) {
      await permissions.deleteMany({ where: { token: existing.id } });
      await tokens.delete({ where: { id: existing.id } });
      strapi.log.warn(`[cms] API token "${TOKEN_NAME}" removed (CMS_TOKEN unset): the site cannot store requests`);
    } else {
      strapi.log.warn('[cms] CMS_TOKEN unset: no API token may create requests; the site falls back to e-mail');
    }
    return null;
  }

  const service = strapi.service('admin::api-token-content-api');
  const accessKey = service.hash(value);
  const encryptedKey = strapi.service('admin::encryption').encrypt(value);
  let token = existing;
  if (!token) {
    token = await tokens.create({
      data: {
        name: TOKEN_NAME,
        description: 'Jeton du site : lit le contenu publié, crée les demandes des visiteurs et ajoute les mesures de vitesse (CMS_TOKEN).',
        type: 'custom',
        kind: 'content-api',
        accessKey,
        encryptedKey,
        lifespan: null,
        expiresAt: null,
      },
    });
    strapi.log.info(`[cms] API token "${TOKEN_NAME}" created from CMS_TOKEN`);
  } else if (token.accessKey !== accessKey || token.type !== 'custom') {
    await tokens.update({ where: { id: token.id }, data: { accessKey, encryptedKey, type: 'custom' } });
    strapi.log.info(`[cms] API token "${TOKEN_NAME}" updated from CMS_TOKEN`);
  }

  const granted = new Set((existing?.permissions ?? []).map((permission) => permission.action));
  for (const permission of existing?.permissions ?? []) {
    if (!TOKEN_PERMISSIONS.includes(permission.action)) await permissions.delete({ where: { id: permission.id } });
  }
  for (const action of TOKEN_PERMISSIONS) {
    if (!granted.has(action)) await permissions.create({ data: { action, token: token.id } });
  }
  return token;
}

module.exports = { ensureSiteToken, MEASURES_ACTION, TOKEN_NAME, TOKEN_PERMISSIONS };
