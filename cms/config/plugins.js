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

/**
 * E-mail through an SMTP server (notifications/ sends the firm's and the visitors' e-mails): only with SMTP_HOST;
 * without it the CMS sends nothing and says so once at start.
 */
const email = (env) =>
  env('SMTP_HOST', '')
    ? {
        email: {
          config: {
            provider: 'nodemailer',
            providerOptions: {
              host: env('SMTP_HOST'),
              port: env.int('SMTP_PORT', 587),
              // true for port 465 (TLS from the start); with false, STARTTLS is used when the server offers it.
              secure: env.bool('SMTP_SECURE', false),
              ...(env('SMTP_USERNAME', '') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD', '') } } : {}),
              connectionTimeout: env.int('SMTP_TIMEOUT_MS', 10000),
              greetingTimeout: env.int('SMTP_TIMEOUT_MS', 10000),
              // Well inside the outbox's lease (MAIL_LEASE_SECONDS): a stalled server cannot outlive a claim.
              socketTimeout: env.int('SMTP_TIMEOUT_MS', 10000) * 6,
            },
            settings: {
              defaultFrom: env('SMTP_FROM', 'ADIVE <no-reply@adive.net>'),
              defaultReplyTo: env('NOTIFY_EMAIL', 'contact@adive.net'),
            },
          },
        },
      }
    : {};

module.exports = ({ env }) => ({
  ...email(env),
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
