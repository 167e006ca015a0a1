// Addresses of the servers the end-to-end run starts (scripts/e2e-servers.mjs), on ports apart from dev's.
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT || 3100);
export const E2E_CMS_PORT = Number(process.env.E2E_CMS_PORT || 1338);
/** Where the CMS under test sends its e-mails (scripts/e2e-servers.mjs); e2e/mailSink.ts listens there when asked. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2526);
export const NOTIFY_EMAIL = 'equipe@adive.test';
export const SITE = `http://127.0.0.1:${E2E_SITE_PORT}`;
export const CMS_ORIGIN = `http://127.0.0.1:${E2E_CMS_PORT}`;
export const CMS_API = `${CMS_ORIGIN}/api`;
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';
export const PREVIEW_SECRET = 'e2e-preview-secret';
// The API token the site writes requests with (the embedded CMS makes it from CMS_TOKEN; the public role cannot).
export const CMS_TOKEN = 'e2e-cms-token';
// Editor account created in the throw-away CMS of the run (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD), for the webhook test.
export const CMS_ADMIN_EMAIL = 'editeur@adive.test';
export const CMS_ADMIN_PASSWORD = 'E2e-Editeur-2026';
