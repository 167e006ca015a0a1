'use strict';

/**
 * The admin's "Open preview" button opens a post, training or job in Next's draft mode via the site's /api/preview.
 * The secret shared with the site (PREVIEW_SECRET; unset: no preview) never travels: the CMS gives a link signed for
 * that one page and status, valid LINK_SECONDS (30 minutes), and only to an editor whose role may read that entry's drafts now
 * (the content manager's read permission on the type, within its conditions, e.g. "created by me"); anyone else gets
 * no link (Strapi answers 204). The site checks the signature (lib/items/previewLink.ts; the contract is in
 * docs/cms-schema.md) and then shows that page's draft only. Other types have no page, so no button.
 */
const crypto = require('node:crypto');
const { accessFor, within } = require('./requests/access');
const { DEFAULT_LOCALE } = require('./bootstrap/locales');

const PAGES = {
  'api::blog.blog': '/actualite/',
  'api::formation.formation': '/formations/',
  'api::job.job': '/jobs/',
};
/**
 * The same pages in the English and Arabic editions (lib/paths.ts: /en/articles/x, /ar/trainings/x…); a French
 * version, or an entry without locale, opens the French page.
 */
const EDITION_PAGES = {
  'api::blog.blog': 'articles/',
  'api::formation.formation': 'trainings/',
  'api::job.job': 'jobs/',
};
const EDITIONS = ['en', 'ar'];

/** The page of `uid`'s entry in `locale`'s edition, before its slug. */
function pagePrefix(uid, locale) {
  if (!PAGES[uid]) return null;
  return EDITIONS.includes(locale) ? `/${locale}/${EDITION_PAGES[uid]}` : PAGES[uid];
}
/**
 * The admin keeps the link it fetched with the entry's edit view (its side panel) and opens it when the editor asks:
 * half an hour covers a long edit; the site refuses a link valid for more than 35 minutes.
 */
const LINK_SECONDS = 30 * 60;

/** The query of the site's /api/preview for `path`, signed with `secret` (the site's checkPreviewLink). */
function signedQuery(path, status, secret, now = Date.now()) {
  const expires = String(Math.floor(now / 1000) + LINK_SECONDS);
  const signature = crypto.createHmac('sha256', secret).update(['adive-apercu', 'lien', path, status, expires].join('\n')).digest('base64url');
  return new URLSearchParams({ url: path, status, expires, signature });
}

/**
 * The slug of the entry's draft in `locale` (each language has its own), when the editor's role may read it (null
 * otherwise, or when it has none).
 */
async function readableSlug(strapi, uid, documentId, locale) {
  const allowed = accessFor(strapi, strapi.requestContext?.get?.()?.state?.userAbility)(uid);
  if (!allowed) return null;
  // The draft holds the slug being edited (also for an item never published).
  const where = { documentId, publishedAt: null, locale };
  const draft = await strapi.db.query(uid).findOne({ select: ['slug'], where: within(allowed, where) });
  return typeof draft?.slug === 'string' && draft.slug ? draft.slug : null;
}

function previewConfig(env) {
  const secret = env('PREVIEW_SECRET', '');
  const siteUrl = env('PREVIEW_SITE_URL', 'http://localhost:3000').replace(/\/+$/, '');
  return {
    enabled: Boolean(secret),
    config: {
      allowedOrigins: [siteUrl],
      async handler(uid, { documentId, locale, status }) {
        // Without a locale (Strapi gives one for localized types), the default: French.
        const language = typeof locale === 'string' && locale ? locale : DEFAULT_LOCALE;
        const prefix = pagePrefix(uid, language);
        if (!prefix || typeof documentId !== 'string' || !documentId) return null;
        const slug = await readableSlug(strapi, uid, documentId, language);
        if (!slug) return null;
        return `${siteUrl}/api/preview?${signedQuery(`${prefix}${slug}`, status === 'published' ? 'published' : 'draft', secret)}`;
      },
    },
  };
}

module.exports = { previewConfig, signedQuery, pagePrefix, LINK_SECONDS, PAGES };
