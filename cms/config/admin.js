'use strict';

const { previewConfig } = require('../src/preview');

/** Admin panel only with CMS_ADMIN=true (npm run admin / develop), so the headless `npm start` needs no admin build. */
module.exports = ({ env }) => ({
  serveAdminPanel: env.bool('CMS_ADMIN', false),
  autoOpen: false,
  // Five logins per 5 minutes and address by default; the end-to-end tests' throw-away CMS turns it off.
  rateLimit: {
    enabled: env.bool('CMS_ADMIN_RATE_LIMIT', true),
  },
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  preview: previewConfig(env),
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
});
