'use strict';

const path = require('path');

/**
 * SQLite by default (DATABASE_FILENAME relative to cms/); PostgreSQL for production on several machines, when
 * DATABASE_URL is postgres:// or DATABASE_CLIENT=postgres with Strapi's usual DATABASE_HOST, _PORT, _NAME... variables.
 */
function usesPostgres(env) {
  const url = env('DATABASE_URL', '');
  return /^postgres(ql)?:\/\//.test(url) || ['postgres', 'postgresql'].includes(env('DATABASE_CLIENT', 'sqlite'));
}

module.exports = ({ env }) => {
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT', 60000);
  if (usesPostgres(env)) {
    const url = env('DATABASE_URL', '');
    return {
      connection: {
        client: 'postgres',
        connection: {
          ...(url ? { connectionString: url } : {}),
          host: env('DATABASE_HOST', undefined),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', undefined),
          user: env('DATABASE_USERNAME', undefined),
          password: env('DATABASE_PASSWORD', undefined),
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout,
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout,
    },
  };
};
