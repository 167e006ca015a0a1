'use strict';

/**
 * Once a day (from DIGEST_HOUR, Ouagadougou time: tasks.js) one e-mail to NOTIFY_EMAIL: the requests nobody has taken up for more
 * than 48 hours and those whose e-mails could not be delivered, while they are still "nouvelle". Nothing to say, no
 * e-mail. The day is claimed in Strapi's core store by one conditional UPDATE, so two CMS processes send it once.
 */

const { kindOf, presentKinds, titleOf } = require('../requests/kinds');
const { WAITING_AFTER_MS } = require('../requests/follow-up');
const { toHandleIn } = require('../requests/languages');

const STORE_KEY = 'adive_digest_day';
const TIME_ZONE = 'Africa/Ouagadougou';
const LIMIT = 50;

const localDay = (date) => date.toLocaleDateString('sv-SE', { timeZone: TIME_ZONE });
const localTime = (date) => new Date(date).toLocaleString('fr-FR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** What the digest lists, per kind: old requests still waiting, and those with an e-mail in failure. */
async function digestData(strapi, now = new Date()) {
  const waitingBefore = new Date(now.getTime() - WAITING_AFTER_MS);
  const sections = [];
  for (const { uid } of presentKinds(strapi)) {
    const query = strapi.db.query(uid);
    const [waiting, failed] = await Promise.all([
      query.findMany({ where: { statut: 'nouvelle', createdAt: { $lt: waitingBefore } }, orderBy: { createdAt: 'asc' }, limit: LIMIT }),
      query.findMany({ where: { statut: 'nouvelle', $or: [{ email_etat: 'échec' }, { accuse_etat: 'échec' }] }, orderBy: { createdAt: 'asc' }, limit: LIMIT }),
    ]);
    if (waiting.length || failed.length) sections.push({ uid, waiting, failed });
  }
  return sections;
}

/** The digest e-mail, or null when there is nothing to say. */
function digestEmail(sections, { to, adminUrl, now = new Date() }) {
  if (!sections.length) return null;
  const link = (uid, record) => (adminUrl ? ` — ${adminUrl}/admin/content-manager/collection-types/${uid}/${record.documentId}` : '');
  // The language to answer in, after the name, for a request from the English or Arabic edition.
  const who = (uid, record) => `${kindOf(uid).email.sender(record)}${toHandleIn(record) ? ` (${toHandleIn(record)})` : ''}`;
  const came = (uid, record) => `${titleOf(uid, record)}, ${kindOf(uid).labels.received} le ${localTime(record.createdAt)}`;
  const lines = [`Point du ${now.toLocaleDateString('fr-FR', { timeZone: TIME_ZONE, dateStyle: 'long' })} sur les demandes reçues par le site.`, ''];
  const waiting = sections.flatMap(({ uid, waiting: records }) => records.map((record) => ({ uid, record })));
  const failed = sections.flatMap(({ uid, failed: records }) => records.map((record) => ({ uid, record })));
  if (waiting.length) {
    lines.push(`En attente depuis plus de 48 heures (statut « nouvelle ») : ${waiting.length}`);
    for (const { uid, record } of waiting) lines.push(`- ${came(uid, record)} : ${who(uid, record)}${link(uid, record)}`);
    lines.push('');
  }
  if (failed.length) {
    lines.push(`Demandes dont un e-mail n'a pas pu partir : ${failed.length}`);
    for (const { uid, record } of failed) {
      const which = [
        record.email_etat === 'échec' ? `à l'équipe (${record.email_erreur ?? 'raison inconnue'})` : '',
        record.accuse_etat === 'échec' ? `accusé de réception au visiteur (${record.accuse_erreur ?? 'raison inconnue'})` : '',
      ].filter(Boolean);
      lines.push(`- ${came(uid, record)} : ${who(uid, record)} — ${which.join(' ; ')}${link(uid, record)}`);
    }
    lines.push('');
  }
  lines.push("Changez le statut d'une demande dans l'administration (« en cours », « traitée » ou « sans suite ») pour qu'elle sorte de ce point.");
  return {
    to,
    subject: `Demandes du site : ${[waiting.length ? `${waiting.length} en attente` : '', failed.length ? `${failed.length} sans e-mail délivré` : ''].filter(Boolean).join(', ')}`,
    text: lines.join('\n'),
  };
}

/** Claims `day` for this process: true once per day across processes sharing the database. */
async function claimDay(strapi, day) {
  const store = strapi.db.query('strapi::core-store');
  let row = await store.findOne({ where: { key: STORE_KEY } });
  if (!row) {
    await store.create({ data: { key: STORE_KEY, value: JSON.stringify(''), type: 'string', environment: null, tag: null } });
    row = await store.findOne({ where: { key: STORE_KEY } });
  }
  const previous = row.value;
  if (previous === JSON.stringify(day)) return { claimed: false, previous };
  const { count } = await store.updateMany({ where: { key: STORE_KEY, value: previous }, data: { value: JSON.stringify(day) } });
  return { claimed: count > 0, previous };
}

/** What a run of the daily task did, as the operators' log says it (no line for a day already done). */
const DIGEST_OUTCOMES = { sent: 'envoyé', nothingToSay: 'rien à dire', failed: 'échec', alreadyDone: null };

/**
 * The daily task: sends the digest once a day, when there is something to say. Returns what it did (a key of
 * DIGEST_OUTCOMES).
 */
async function sendDigest(strapi, { to, adminUrl, send, now = new Date() }) {
  const day = localDay(now);
  const { claimed, previous } = await claimDay(strapi, day);
  if (!claimed) return 'alreadyDone';
  try {
    const message = digestEmail(await digestData(strapi, now), { to, adminUrl, now });
    if (!message) return 'nothingToSay';
    await send(message);
    return 'sent';
  } catch (error) {
    // Given back: the next hourly run of the day (tasks.js), in this process or another, tries again.
    await strapi.db.query('strapi::core-store').updateMany({ where: { key: STORE_KEY, value: JSON.stringify(day) }, data: { value: previous } });
    strapi.log.error(`[cms] point quotidien non envoyé (nouvel essai à l'heure suivante) : ${error?.message ?? error}`);
    return 'failed';
  }
}

module.exports = { digestData, digestEmail, sendDigest, claimDay, localDay, DIGEST_OUTCOMES, TIME_ZONE };
