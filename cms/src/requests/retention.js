'use strict';

/**
 * Nothing kept too long (loi n° 001-2021/AN), nothing deleted under the team: an application and its CV are deleted
 * CANDIDATURE_RETENTION_MONTHS (24) after the team last touched its outcome (closed it, or reopened it), or after it
 * came in if it never did; quotes, contact messages and orders after REQUEST_RETENTION_MONTHS (36). One "en cours"
 * is not deleted by those rules (someone is working on it), but nothing is kept for ever: every request, whatever its
 * status, is deleted INACTIVE_RETENTION_MONTHS (36) after its last action (`derniere_activite`: its arrival, then each
 * editor's change, set by follow-up.js), so that a status left « en cours » by mistake does not keep a CV for ever.
 * A request stored before that field existed gets its last update as last action at the next start (erring on the
 * side of keeping: an « en cours » someone edited last week is not deleted the night after the upgrade). A scheduled task (tasks.js, every night) deletes
 * what is due through the document service, so that an application's CV goes first (private-files/), each record on
 * its own (one that fails is logged and left for the next night, the others are done), and logs counts, never names.
 * Each request carries the date it will be deleted (`suppression_prevue_le`), shown to editors on the entry and, a
 * month ahead for those still open, on the admin's home page (dashboard.js).
 */

const { kindOf, presentKinds } = require('./kinds');

function retentionSettings(env = process.env) {
  const months = (name, fallback) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    candidatureMonths: months('CANDIDATURE_RETENTION_MONTHS', 24),
    requestMonths: months('REQUEST_RETENTION_MONTHS', 36),
    inactiveMonths: months('INACTIVE_RETENTION_MONTHS', 36),
  };
}

const monthsFor = (uid, settings) => settings[kindOf(uid).retention];

/** `date` moved by `months` calendar months (UTC, Ouagadougou's time); the 31st becomes the month's last day. */
function addMonths(date, months) {
  const from = new Date(date);
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/** Where a request's retention starts: when it was closed, else when it was last reopened, else when it came in. */
const retentionStart = ({ traitee_le: closedAt, rouverte_le: reopenedAt, createdAt }) => closedAt ?? reopenedAt ?? createdAt ?? new Date();

/** The last action on a request: its arrival or an editor's change (follow-up.js), else where its retention starts. */
const lastActivity = (record) => record.derniere_activite ?? retentionStart(record);

/** When a request of kind `uid` is deleted: by its kind's rule unless « en cours », and never later than the bound. */
function deletionDate(uid, record, settings) {
  const bound = addMonths(lastActivity(record), settings.inactiveMonths);
  if (record.statut === 'en cours') return bound;
  const byKind = addMonths(retentionStart(record), monthsFor(uid, settings));
  return byKind < bound ? byKind : bound;
}

/**
 * The requests of `uid` whose time has run out at `now`: by their kind's rule (retentionStart before its cutoff),
 * never one "en cours" (someone is working on it), and any of them, "en cours" too, whose last action by the team is
 * older than the bound. A request reopened long after it came in starts its time again from the reopening.
 */
function expiredWhere(uid, settings, now) {
  const startedBefore = (cutoff) => ({ $or: [{ traitee_le: { $lt: cutoff } }, { traitee_le: null, rouverte_le: { $lt: cutoff } }, { traitee_le: null, rouverte_le: null, createdAt: { $lt: cutoff } }] });
  const byKind = { $and: [{ $or: [{ statut: null }, { statut: { $ne: 'en cours' } }] }, startedBefore(addMonths(now, -monthsFor(uid, settings)))] };
  const boundCutoff = addMonths(now, -settings.inactiveMonths);
  const inactive = { $or: [{ derniere_activite: { $lt: boundCutoff } }, { $and: [{ derniere_activite: null }, startedBefore(boundCutoff)] }] };
  return { $or: [byKind, inactive] };
}

/**
 * Deletes every request past its retention, each on its own: one that cannot be deleted (its CV's file, the
 * database) is logged and left for the next run. Returns the counts per kind, deleted and failed (logged, never the
 * names).
 */
async function enforceRetention(strapi, { settings = retentionSettings(), now = new Date() } = {}) {
  const removed = {};
  const failed = {};
  for (const { uid } of presentKinds(strapi)) {
    const expired = await strapi.db.query(uid).findMany({ select: ['id', 'documentId'], where: expiredWhere(uid, settings, now) });
    for (const { id, documentId } of expired) {
      try {
        // Read again just before: one reopened or taken up since the list was made stays.
        if (!(await strapi.db.query(uid).findOne({ select: ['id'], where: { $and: [{ id }, expiredWhere(uid, settings, now)] } }))) continue;
        await strapi.documents(uid).delete({ documentId });
        removed[uid] = (removed[uid] ?? 0) + 1;
      } catch (error) {
        failed[uid] = (failed[uid] ?? 0) + 1;
        strapi.log.error(`[cms] conservation des données : ${uid} #${id} non supprimé(e), nouvel essai la nuit prochaine : ${error?.message ?? error}`);
      }
    }
  }
  const counted = (counts) => Object.entries(counts).map(([uid, count]) => `${count} ${kindOf(uid).labels.many}`);
  const summary = counted(removed);
  const failures = counted(failed);
  const said = [summary.length ? `supprimé ${summary.join(', ')}` : 'rien à supprimer', failures.length ? `en échec ${failures.join(', ')}` : ''].filter(Boolean);
  strapi.log[failures.length ? 'warn' : 'info'](`[cms] conservation des données : ${said.join(' ; ')}`);
  return { removed, failed };
}

/**
 * Brings every request's `suppression_prevue_le` in line with the configuration (at each start: a changed number of
 * months applies to the requests already stored), after giving the requests stored before `derniere_activite` existed
 * their last update as last action. Returns how many changed.
 */
async function ensureDeletionDates(strapi, { settings = retentionSettings() } = {}) {
  let changed = 0;
  for (const { uid } of presentKinds(strapi)) {
    const query = strapi.db.query(uid);
    const rows = await query.findMany({ select: ['id', 'createdAt', 'updatedAt', 'statut', 'traitee_le', 'rouverte_le', 'derniere_activite', 'suppression_prevue_le'] });
    for (const row of rows) {
      const activity = row.derniere_activite ? {} : { derniere_activite: row.updatedAt ?? retentionStart(row) };
      const due = deletionDate(uid, { ...row, ...activity }, settings);
      if (!activity.derniere_activite && row.suppression_prevue_le && new Date(row.suppression_prevue_le).getTime() === due.getTime()) continue;
      await query.update({ where: { id: row.id }, data: { ...activity, suppression_prevue_le: due } });
      changed += 1;
    }
  }
  if (changed) strapi.log.info(`[cms] conservation des données : ${changed} date(s) de suppression mise(s) à jour`);
  return changed;
}

module.exports = { addMonths, deletionDate, enforceRetention, ensureDeletionDates, expiredWhere, lastActivity, retentionSettings, retentionStart };
