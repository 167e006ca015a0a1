'use strict';

const path = require('path');

/**
 * SQLite through better-sqlite3. DATABASE_FILENAME is resolved relative to cms/
 * (default .tmp/data.db); an absolute path is used as is.
 */
module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: {
      filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
    },
    useNullAsDefault: true,
    acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
  },
});
