'use strict';

/**
 * A subscriber can always leave. When an address subscribes, the CMS sends it a welcome e-mail (through SMTP_HOST,
 * not awaited: the subscription is stored whatever becomes of it) carrying a link to the site's unsubscribe page
 * (SITE_URL/desinscription?jeton=…; /en/unsubscribe or /ar/unsubscribe for an address subscribed from the English or
 * Arabic edition, `langue`, whose language the e-mail is written in: requests/languages.js). The token is the address
 * encrypted and authenticated (AES-256-GCM) with a key derived from APP_KEYS: nobody who sees the link (an access
 * log, a forwarded e-mail) can read the address, only the CMS can make one, and it never expires. It is checked by POST /api/newsletters/desinscription, which the site's
 * token may call (src/api/newsletter): a valid token removes the address; a tampered one removes nothing. Links sent
 * before (the address in base64 beside its signature) keep working.
 */

const crypto = require('node:crypto');
const { mailHold, strapiTables } = require('../notifications/sending');
const { rememberErasure } = require('../requests/erasures');
const { DEFAULT_LANGUAGE, UNSUBSCRIBE_PAGES, languageOf } = require('../requests/languages');
const { welcomeEmailIn } = require('../notifications/visitor-emails');

const UID = 'api::newsletter.newsletter';
const UNSUBSCRIBED_BY = 'le visiteur (lien de désinscription)';
/** The French unsubscribe page; the English and Arabic ones are requests/languages.js's UNSUBSCRIBE_PAGES. */
const PAGE = UNSUBSCRIBE_PAGES.fr;

function derivedKey(purpose, env = process.env) {
  const keys = (env.APP_KEYS || '').trim();
  if (!keys) throw new Error('APP_KEYS is required to make and check the newsletter unsubscribe links');
  return crypto.createHash('sha256').update(`${purpose}:${keys}`).digest();
}

const normalise = (email) => String(email).trim().toLowerCase();
/** The authenticated data of every token: a token made for anything else does not open as one. */
const CONTEXT = Buffer.from('adive:desinscription');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The unsubscribe token of `email`: the address encrypted for this CMS alone (a new one each time). */
function unsubscribeToken(email, env = process.env) {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', derivedKey('newsletter-unsubscribe-token', env), iv).setAAD(CONTEXT);
  const sealed = Buffer.concat([cipher.update(normalise(email), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The links of the welcome e-mails sent before: the address in base64, a dot, its HMAC signature. */
function legacyAddressOf(token, env) {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1], 'base64url').toString('utf8');
  const expected = Buffer.from(crypto.createHmac('sha256', derivedKey('newsletter-unsubscribe', env)).update(normalise(email)).digest('base64url'));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? email : null;
}

/** The address a token was made for, or null when it was not made by this CMS (or was changed). */
function addressOf(token, env = process.env) {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const text = token.trim();
  if (text.includes('.')) return legacyAddressOf(text, env);
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  // One spelling per token: base64's unused low bits changed would otherwise open the same token.
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== text) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', derivedKey('newsletter-unsubscribe-token', env), bytes.subarray(0, IV_BYTES)).setAAD(CONTEXT);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const siteUrl = (env = process.env) => (env.SITE_URL || 'http://127.0.0.1:3000').trim().replace(/\/$/, '');

/**
 * The welcome e-mail of a new subscriber, with the way out: written in the language of the edition they subscribed
 * from (`language`, French when none), its link to that edition's unsubscribe page.
 */
function welcomeEmail(email, env = process.env, language = DEFAULT_LANGUAGE) {
  const written = languageOf(language);
  const link = `${siteUrl(env)}${UNSUBSCRIBE_PAGES[written]}?jeton=${unsubscribeToken(email, env)}`;
  return welcomeEmailIn(written, { to: email, link });
}

/** Removes every subscription of the token's address; says what happened ('removed', 'absent' or 'invalid'). */
async function unsubscribe(strapi, token, env = process.env) {
  const email = addressOf(token, env);
  if (!email) return 'invalid';
  const mine = await strapi.db.query(UID).findMany({ select: ['documentId'], where: { email: { $eqi: email } } });
  // Remembered as an erasure: a restore of an older backup must not bring the address back (requests/erasures.js).
  if (mine.length) await rememberErasure(strapiTables(strapi), { email, kinds: [UID], records: mine.map(({ documentId }) => ({ uid: UID, documentId })), by: UNSUBSCRIBED_BY, env });
  for (const { documentId } of mine) await strapi.documents(UID).delete({ documentId });
  if (mine.length) strapi.log.info('[cms] newsletter : une adresse désinscrite');
  return mine.length ? 'removed' : 'absent';
}

/** Registers the welcome e-mail (in register(); only with SMTP_HOST). */
function welcomeSubscribers(strapi, env = process.env) {
  if (!(env.SMTP_HOST || '').trim()) return false;
  if (!(env.SITE_URL || '').trim()) strapi.log.warn(`[cms] SITE_URL non défini : le lien de désinscription des e-mails de bienvenue mène à ${siteUrl(env)} (voir docs/deploy.md)`);
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === UID && context.action === 'create' && result?.email) {
      // Not on a restored copy (notifications/sending.js): a welcome is not worth keeping to send later.
      mailHold(strapiTables(strapi))
        .then((hold) => (hold ? undefined : strapi.plugin('email').service('email').send(welcomeEmail(result.email, env, result.langue))))
        .catch((error) => strapi.log.warn(`[cms] e-mail de bienvenue de la newsletter non envoyé : ${error?.message ?? error}`));
    }
    return result;
  });
  return true;
}

module.exports = { addressOf, unsubscribe, unsubscribeToken, welcomeEmail, welcomeSubscribers, PAGE };
