'use strict';

const { deletionDate, retentionSettings } = require('./retention');
const { APPLICATION_UID, REQUEST_UIDS, kindOf, presentKinds } = require('./kinds');
const { EMAIL_FIELDS, noEmails } = require('./email-fields');

/**
 * How the team follows a request: a status it sets (nouvelle, en cours, traitée, sans suite) and an internal note.
 * When a request is closed (traitée or sans suite) the CMS records when and by which admin user; reopening it clears
 * both and records when it was reopened. Its arrival, then every change an editor makes, is its last action
 * (`derniere_activite`), and the date the request will be deleted (retention.js) follows: counted from the closing,
 * the reopening, and never later than the bound after that last action. The fields the CMS keeps itself (when and by
 * whom, the last action, the deletion date, the e-mails' state, the send lease) are never taken from a
 * create or an update: a visitor cannot set them, and an editor's form opened before an e-mail went out cannot write
 * back its stale state.
 */

const STATUSES = ['nouvelle', 'en cours', 'traitée', 'sans suite'];
const CLOSED = ['traitée', 'sans suite'];
/** A request still « nouvelle » after this long waits: the digest and the admin's home page list it. */
const WAITING_AFTER_MS = 48 * 3_600_000;
/** What the CMS keeps itself: never taken from a create, an update or an editor's copy. */
const KEPT_BY_CMS = new Set(['traitee_le', 'traitee_par', 'rouverte_le', 'derniere_activite', 'suppression_prevue_le', ...EMAIL_FIELDS]);

/** The name an editor knows a colleague by. */
const adminName = (user) => [user?.firstname, user?.lastname].filter(Boolean).join(' ').trim() || user?.email || user?.username || 'inconnu';

/** What closing or reopening a request writes, or nothing when the status does not change that. */
function closingFields(previous, next, user, now = new Date()) {
  const wasClosed = CLOSED.includes(previous);
  const isClosed = CLOSED.includes(next);
  if (isClosed && (!wasClosed || previous !== next)) return { traitee_le: now, traitee_par: user ? adminName(user) : 'inconnu' };
  if (!isClosed && wasClosed) return { traitee_le: null, traitee_par: null, rouverte_le: now };
  return {};
}

function withoutCmsFields(data) {
  for (const name of Object.keys(data)) if (KEPT_BY_CMS.has(name)) delete data[name];
}

/** What an editor's copy of a request ("Duplicate") starts from: a new request of nobody's, with no e-mail to send. */
const FRESH_COPY = { statut: 'nouvelle', traitee_le: null, traitee_par: null, rouverte_le: null, ...noEmails() };

/** Adds the follow-up's document middleware (the second step of pipeline.js). */
function followUpRequests(strapi, env = process.env) {
  const retention = retentionSettings(env);
  strapi.documents.use(async (context, next) => {
    if (!REQUEST_UIDS.includes(context.uid) || !['create', 'update', 'clone'].includes(context.action)) return next();
    context.params ??= {};
    const data = (context.params.data ??= {});
    withoutCmsFields(data);
    const now = new Date();
    if (context.action === 'create') {
      data.statut = 'nouvelle';
      delete data.note_interne;
      data.derniere_activite = now;
      data.suppression_prevue_le = deletionDate(context.uid, { createdAt: now }, retention);
    } else if (context.action === 'clone') {
      // A clone copies every field of the source: those the CMS keeps are set, not merely left out.
      // An application's copy has no CV: its file belongs to the original, and goes with it. A copy has no delivery
      // key either: the key is the original's, held once by the database.
      Object.assign(data, FRESH_COPY, context.uid === APPLICATION_UID ? { cv: null } : {}, kindOf(context.uid).deliveryKey ? { cle_envoi: null } : {}, { derniere_activite: now, suppression_prevue_le: deletionDate(context.uid, { createdAt: now }, retention) });
    } else if (context.params.documentId) {
      const current = await strapi.documents(context.uid).findOne({ documentId: context.params.documentId, fields: ['statut', 'createdAt', 'traitee_le', 'rouverte_le'] });
      if (current) {
        const user = strapi.requestContext?.get?.()?.state?.user;
        const statut = typeof data.statut === 'string' ? data.statut : current.statut;
        const closing = closingFields(current.statut ?? 'nouvelle', statut, user, now);
        Object.assign(data, closing, { derniere_activite: now });
        data.suppression_prevue_le = deletionDate(context.uid, { ...current, ...closing, statut, derniere_activite: now }, retention);
      }
    }
    return next();
  });
}

/**
 * Requests stored before the follow-up existed have no status: they are "nouvelle" (nobody recorded handling them),
 * so that the lists, the widgets and the digest see them. Run at every start; a no-op once done.
 */
async function ensureRequestStatuses(strapi) {
  let updated = 0;
  for (const { uid } of presentKinds(strapi)) {
    const { count } = await strapi.db.query(uid).updateMany({ where: { statut: null }, data: { statut: 'nouvelle' } });
    updated += count;
  }
  if (updated) strapi.log.info(`[cms] ${updated} demande(s) sans statut passée(s) à « nouvelle »`);
  return updated;
}

module.exports = { followUpRequests, ensureRequestStatuses, closingFields, adminName, STATUSES, CLOSED, WAITING_AFTER_MS };
