'use strict';

const allowedTypes = ['image/*', 'video/*', 'audio/*', 'application/pdf', 'text/plain', 'text/csv'];

const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-mach-binary',
];

module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 20 * 1024 * 1024),
      security: {
        allowedTypes,
        deniedTypes,
      },
    },
  },
});
