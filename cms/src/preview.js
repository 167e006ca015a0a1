'use strict';

/**
 * The admin's "Open preview" button opens a post, training or job in Next's draft mode via the site's /api/preview,
 * which checks the shared PREVIEW_SECRET (unset: no preview). Other types have no page, so no button.
 */
const PAGES = {
  'api::blog.blog': '/actualite/',
  'api::formation.formation': '/formations/',
  'api::job.job': '/jobs/',
};

function previewConfig(env) {
  const secret = env('PREVIEW_SECRET', '');
  const siteUrl = env('PREVIEW_SITE_URL', 'http://localhost:3000').replace(/\/+$/, '');
  return {
    enabled: Boolean(secret),
    config: {
      allowedOrigins: [siteUrl],
      async handler(uid, { documentId, status }) {
        const prefix = PAGES[uid];
        if (!prefix || !documentId) return null;
        // The draft holds the slug being edited (also for an item never published).
        const document = await strapi.documents(uid).findOne({ documentId, status: 'draft', fields: ['slug'] });
        if (!document?.slug) return null;
        const params = new URLSearchParams({ secret, url: `${prefix}${document.slug}`, status: status || 'draft' });
        return `${siteUrl}/api/preview?${params}`;
      },
    },
  };
}

module.exports = { previewConfig, PAGES };
