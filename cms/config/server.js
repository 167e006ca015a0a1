'use strict';

const fs = require('fs');
const path = require('path');
const { requestTasks } = require('../src/notifications/tasks');

/** Loopback by default: only the website's server talks to the CMS. */
module.exports = ({ env }) => {
  // CMS_PUBLIC_DIR lets throw-away instances (end-to-end tests) keep their uploads out of cms/public.
  const publicDir = path.resolve(__dirname, '..', env('CMS_PUBLIC_DIR', 'public'));
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });

  return {
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', 1337),
    // Public URL of the CMS when it sits behind a proxy (leave empty locally).
    url: env('PUBLIC_URL', ''),
    app: {
      keys: env.array('APP_KEYS'),
    },
    logger: {
      // Quiet by default: warnings and errors only (LOG_LEVEL=info or http for more).
      config: {
        level: env('LOG_LEVEL', 'warn'),
      },
      // The "Project information" banner, shown with the admin panel only.
      startup: {
        enabled: env.bool('CMS_STARTUP_MESSAGE', env.bool('CMS_ADMIN', false)),
      },
      // Strapi 5's switch for the update notifier: STRAPI_DISABLE_UPDATE_NOTIFICATION now only prints a deprecation.
      updates: {
        enabled: false,
      },
    },
    dirs: {
      public: publicDir,
    },
    // The requests' e-mails (retries with back-off) and the daily digest: src/notifications/tasks.js.
    cron: {
      enabled: true,
      tasks: requestTasks(process.env),
    },
    webhooks: {
      populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
    },
  };
};
