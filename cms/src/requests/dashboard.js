'use strict';

/**
 * What the team sees on the admin's home page (src/admin/app.jsx): the requests of the last 30 days per kind and per
 * week, those waiting for more than 48 hours, those still open that the retention will delete within a month, and
 * the e-mails that could not be delivered. Served to the admin only (GET /adive/tableau, an admin route: a logged-in
 * editor), each kind only to an editor allowed to read it, within the conditions of their role (the content
 * manager's own rule), and each figure only from fields the role may read: a figure that would need another is null.
 */

const { CLOSED, WAITING_AFTER_MS } = require('./follow-up');
const { personRoutes } = require('./person');
const { accessFor, readsName, within } = require('./access');
const { presentKinds } = require('./kinds');
const { FAILED, WAITING } = require('./email-fields');

const DAY = 86_400_000;
/** How far ahead the home page lists the open requests the retention will delete. */
const DELETION_NOTICE_DAYS = 30;

/** Monday 00:00 UTC (Ouagadougou's time all year) of the week holding `date`. */
function weekStart(date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

/** The weeks the last 30 days touch, oldest first, each with its requests' count. */
function weeklyCounts(dates, now) {
  const since = new Date(now.getTime() - 30 * DAY);
  const weeks = [];
  for (let start = weekStart(since); start <= now; start = new Date(start.getTime() + 7 * DAY)) weeks.push({ start: start.toISOString().slice(0, 10), count: 0 });
  for (const date of dates) {
    const at = new Date(date);
    if (at < since || at > now) continue;
    const week = weeks.find(({ start }) => start === weekStart(at).toISOString().slice(0, 10));
    if (week) week.count += 1;
  }
  return weeks;
}

/**
 * The dashboard's figures for the kinds `access(uid)` opens (requests/access.js): none for a kind the editor may not
 * read, else within the conditions of their role, names only if they may read them, and a figure that filters on a
 * field they may not read (the status, an e-mail's state, the deletion date) is null rather than computed.
 * E-mails in failure count the requests still "nouvelle", as the digest does: closing a request takes it out.
 */
async function dashboardData(strapi, { access, now = new Date() }) {
  const since = new Date(now.getTime() - 30 * DAY);
  const waitingBefore = new Date(now.getTime() - WAITING_AFTER_MS);
  const noticeUntil = new Date(now.getTime() + DELETION_NOTICE_DAYS * DAY);
  const kinds = [];
  const waiting = [];
  const deletions = [];
  for (const { uid, labels, nameField: name } of presentKinds(strapi)) {
    const allowed = access(uid);
    if (!allowed) continue;
    const query = strapi.db.query(uid);
    const scoped = (where) => ({ where: within(allowed, where) });
    const reads = (...fields) => fields.every((field) => allowed.reads(field));
    /** The count of `where` when the role reads every field it filters on, else null. */
    const countIf = (fields, where) => (reads(...fields) ? query.count(scoped(where)) : null);
    const listed = (where, orderBy, extra = []) => query.findMany({ select: ['documentId', 'createdAt', ...extra, ...(readsName(allowed, uid) ? [name] : [])], ...scoped(where), orderBy, limit: 10 });
    const old = { statut: 'nouvelle', createdAt: { $lt: waitingBefore } };
    const dueSoon = { statut: { $notIn: CLOSED }, suppression_prevue_le: { $lte: noticeUntil } };
    const emailStates = [['email_etat'], ['accuse_etat']].filter((fields) => reads(...fields));
    const recent = await query.findMany({ select: ['createdAt'], ...scoped({ createdAt: { $gte: since } }) });
    const [oldest, waitingCount, firmFailed, ackFailed, emailsWaiting, soonest, deletionCount] = await Promise.all([
      reads('statut') ? listed(old, { createdAt: 'asc' }) : [],
      countIf(['statut'], old),
      countIf(['statut', 'email_etat'], { statut: 'nouvelle', email_etat: FAILED }),
      countIf(['statut', 'accuse_etat'], { statut: 'nouvelle', accuse_etat: FAILED }),
      emailStates.length === 2 ? query.count(scoped({ $or: emailStates.map(([field]) => ({ [field]: WAITING })) })) : null,
      reads('statut', 'suppression_prevue_le') ? listed(dueSoon, { suppression_prevue_le: 'asc' }, ['statut', 'suppression_prevue_le']) : [],
      countIf(['statut', 'suppression_prevue_le'], dueSoon),
    ]);
    kinds.push({
      uid,
      label: labels.short,
      total: recent.length,
      weeks: weeklyCounts(recent.map((record) => record.createdAt), now),
      waiting: waitingCount,
      failed: { firm: firmFailed, acknowledgement: ackFailed },
      emailsWaiting,
      deletions: deletionCount,
    });
    waiting.push(...oldest.map((record) => ({ uid, label: labels.short, documentId: record.documentId, name: record[name] ?? '', createdAt: record.createdAt })));
    deletions.push(...soonest.map((record) => ({ uid, label: labels.short, documentId: record.documentId, name: record[name] ?? '', statut: record.statut, deletesOn: record.suppression_prevue_le })));
  }
  const time = (value) => new Date(value).getTime();
  waiting.sort((a, b) => time(a.createdAt) - time(b.createdAt));
  deletions.sort((a, b) => time(a.deletesOn) - time(b.deletesOn));
  return { generatedAt: now.toISOString(), kinds, waiting: waiting.slice(0, 10), deletions: deletions.slice(0, 10), deletionNoticeDays: DELETION_NOTICE_DAYS };
}

/** The admin routes behind the widgets (in register(), before the server starts): figures, and a person's data. */
function registerDashboardRoute(strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      ...personRoutes(strapi),
      {
        method: 'GET',
        path: '/adive/tableau',
        handler: async (ctx) => {
          ctx.body = await dashboardData(strapi, { access: accessFor(strapi, ctx.state.userAbility) });
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { dashboardData, registerDashboardRoute, weeklyCounts, weekStart };
