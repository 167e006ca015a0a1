'use strict';

/**
 * Nothing kept too long (loi n° 001-2021/AN): an application and its CV are deleted CANDIDATURE_RETENTION_MONTHS
 * (24) after the request was handled, or received if it never was; quotes, contact messages and orders after
 * REQUEST_RETENTION_MONTHS (36). A scheduled task (tasks.js, every night) deletes what is due through the document
 * service, so that an application's CV goes with it (private-files/), and logs what it removed as counts, never names.
 * Each request carries the date it will be deleted (`suppression_prevue_le`), shown to editors on the entry.
 */

const CANDIDATURE_UID = 'api::candidature.candidature';
const LABELS = {
  'api::devi.devi': 'demande(s) de devis',
  'api::contact.contact': 'message(s) de contact',
  'api::commande.commande': 'commande(s)',
  [CANDIDATURE_UID]: 'candidature(s) et leur CV',
};

function retentionSettings(env = process.env) {
  const months = (name, fallback) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return { candidatureMonths: months('CANDIDATURE_RETENTION_MONTHS', 24), requestMonths: months('REQUEST_RETENTION_MONTHS', 36) };
}

const monthsFor = (uid, settings) => (uid === CANDIDATURE_UID ? settings.candidatureMonths : settings.requestMonths);

/** `date` moved by `months` calendar months (UTC, Ouagadougou's time); the 31st becomes the month's last day. */
function addMonths(date, months) {
  const from = new Date(date);
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/** When a request of kind `uid` is deleted: its retention counted from when it was handled, else received. */
const deletionDate = (uid, { traitee_le: handledAt, createdAt }, settings) => addMonths(handledAt ?? createdAt ?? new Date(), monthsFor(uid, settings));

/**
 * The requests of `uid` whose retention has run out at `now`: never one "en cours" (someone is working on it: a
 * request reopened long after it came in is not deleted under their feet; it is once closed again, from then).
 */
function expiredWhere(uid, settings, now) {
  const cutoff = addMonths(now, -monthsFor(uid, settings));
  return { $and: [{ $or: [{ statut: null }, { statut: { $ne: 'en cours' } }] }, { $or: [{ traitee_le: { $lt: cutoff } }, { traitee_le: null, createdAt: { $lt: cutoff } }] }] };
}

/** Deletes every request past its retention; returns the counts per kind (logged, never the names). */
async function enforceRetention(strapi, { uids, settings = retentionSettings(), now = new Date() }) {
  const removed = {};
  for (const uid of uids.filter((candidate) => strapi.contentTypes?.[candidate])) {
    const expired = await strapi.db.query(uid).findMany({ select: ['documentId'], where: expiredWhere(uid, settings, now) });
    for (const { documentId } of expired) await strapi.documents(uid).delete({ documentId });
    if (expired.length) removed[uid] = expired.length;
  }
  const summary = Object.entries(removed).map(([uid, count]) => `${count} ${LABELS[uid]}`);
  strapi.log.info(`[cms] conservation des données : ${summary.length ? `supprimé ${summary.join(', ')}` : 'rien à supprimer'}`);
  return removed;
}

/**
 * Brings every request's `suppression_prevue_le` in line with the configuration (at each start: a changed number of
 * months applies to the requests already stored). Returns how many changed.
 */
async function ensureDeletionDates(strapi, { uids, settings = retentionSettings() }) {
  let changed = 0;
  for (const uid of uids.filter((candidate) => strapi.contentTypes?.[candidate])) {
    const query = strapi.db.query(uid);
    const rows = await query.findMany({ select: ['id', 'createdAt', 'traitee_le', 'suppression_prevue_le'] });
    for (const row of rows) {
      const due = deletionDate(uid, row, settings);
      if (row.suppression_prevue_le && new Date(row.suppression_prevue_le).getTime() === due.getTime()) continue;
      await query.update({ where: { id: row.id }, data: { suppression_prevue_le: due } });
      changed += 1;
    }
  }
  if (changed) strapi.log.info(`[cms] conservation des données : ${changed} date(s) de suppression mise(s) à jour`);
  return changed;
}

module.exports = { addMonths, deletionDate, enforceRetention, ensureDeletionDates, expiredWhere, retentionSettings };
