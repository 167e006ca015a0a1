'use strict';

/**
 * The language a visitor wrote in: the site's edition the request or the subscription came from (French at the root,
 * English under /en, Arabic under /ar: the site's lib/editions.ts), stored in `langue` on each request and each
 * subscription. The firm's e-mail stays French and says when to answer in English or Arabic; the visitor's
 * acknowledgement and the newsletter's welcome are written in the visitor's language, their links to the visitor's
 * edition. A record stored before this field existed, or written by another client, has none: it is French.
 */

const { KINDS, SUBSCRIPTIONS } = require('./kinds');

/** The attribute, on every request kind and on the newsletter (their schemas: enumeration, default `fr`). */
const LANGUAGE_FIELD = 'langue';
/** The site's editions (lib/editions.ts EDITIONS), the enumeration's values. */
const LANGUAGES = ['fr', 'en', 'ar'];
const DEFAULT_LANGUAGE = 'fr';

/** Its label and description in the admin (admin-labels.js), the same on every collection that has it. */
const LANGUAGE_LABEL = ['Langue', 'La version du site d’où vient la demande ou l’inscription : fr (français), en (anglais), ar (arabe). Répondez au visiteur dans cette langue.'];

/** What each language is in the firm's e-mails, and how an e-mail in it is written (`<html lang dir>`). */
const LANGUAGE_INFO = {
  fr: { name: 'français', lang: 'fr', dir: 'ltr' },
  en: { name: 'anglais', lang: 'en-GB', dir: 'ltr' },
  ar: { name: 'arabe', lang: 'ar', dir: 'rtl' },
};

/**
 * The site's unsubscribe page in each edition (lib/paths.ts: pageIn(edition, PAGES.unsubscribe)); the welcome e-mail
 * links there. scripts/request-contract.test.ts checks both sides agree.
 */
const UNSUBSCRIBE_PAGES = { fr: '/desinscription', en: '/en/unsubscribe', ar: '/ar/unsubscribe' };

/** The language of `value` (a record, or its `langue`): French for none, or for anything that is not one. */
function languageOf(value) {
  const language = value && typeof value === 'object' ? value[LANGUAGE_FIELD] : value;
  return LANGUAGES.includes(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The firm's words for a request to answer in another language than French (« À traiter en anglais »), or null for a
 * French one.
 */
function toHandleIn(value) {
  const language = languageOf(value);
  return language === DEFAULT_LANGUAGE ? null : `À traiter en ${LANGUAGE_INFO[language].name}`;
}

/**
 * Requests and subscriptions stored before the field existed have none (Strapi adds the column empty): they are
 * French, written so that the admin's filter « Langue est fr » finds them. Run at every start; a no-op once done. A
 * failure is only logged: an empty language reads as French everywhere, and the CMS must start all the same.
 */
async function ensureLanguages(strapi) {
  let updated = 0;
  for (const { uid } of [...KINDS, SUBSCRIPTIONS]) {
    if (!strapi.contentTypes?.[uid]?.attributes?.[LANGUAGE_FIELD]) continue;
    try {
      const { count } = await strapi.db.query(uid).updateMany({ where: { [LANGUAGE_FIELD]: null }, data: { [LANGUAGE_FIELD]: DEFAULT_LANGUAGE } });
      updated += count;
    } catch (error) {
      strapi.log.warn(`[cms] ${uid} : langue des fiches anciennes non écrite (${error?.message ?? error}) ; elles se lisent en français`);
    }
  }
  if (updated) strapi.log.info(`[cms] ${updated} demande(s) ou inscription(s) sans langue passée(s) en français`);
  return updated;
}

module.exports = { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_FIELD, LANGUAGE_INFO, LANGUAGE_LABEL, UNSUBSCRIBE_PAGES, ensureLanguages, languageOf, toHandleIn };
