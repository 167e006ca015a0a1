'use strict';

/**
 * What the team sees on the admin's home page (src/admin/app.jsx): the requests of the last 30 days per kind and per
 * week, those waiting for more than 48 hours, and the e-mails that could not be delivered. Served to the admin only
 * (GET /adive/tableau, an admin route: a logged-in editor), each kind only to an editor allowed to read it, within
 * the conditions of their role (the content manager's own rule).
 */

const { WAITING_AFTER_MS } = require('./follow-up');
const { personRoutes } = require('./person');
const { accessFor, within } = require('./access');
const { presentKinds } = require('./kinds');
const { FAILED, WAITING } = require('./email-fields');

const DAY = 86_400_000;

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
 * The dashboard's figures for the kinds `access(uid)` opens: null for a kind the editor may not read, else the
 * conditions of their role on it (`where`, e.g. "created by me") and whether they may read the requester's name.
 * E-mails in failure count the requests still "nouvelle", as the digest does: closing a request takes it out.
 */
async function dashboardData(strapi, { access, now = new Date() }) {
  const since = new Date(now.getTime() - 30 * DAY);
  const waitingBefore = new Date(now.getTime() - WAITING_AFTER_MS);
  const kinds = [];
  const waiting = [];
  for (const { uid, labels, nameField: name } of presentKinds(strapi)) {
    const allowed = access(uid);
    if (!allowed) continue;
    const query = strapi.db.query(uid);
    const scoped = (where) => ({ where: within(allowed, where) });
    const old = { statut: 'nouvelle', createdAt: { $lt: waitingBefore } };
    const recent = await query.findMany({ select: ['createdAt'], ...scoped({ createdAt: { $gte: since } }) });
    const [oldest, waitingCount, firmFailed, ackFailed, emailsWaiting] = await Promise.all([
      query.findMany({ select: ['documentId', 'createdAt', ...(allowed.name ? [name] : [])], ...scoped(old), orderBy: { createdAt: 'asc' }, limit: 10 }),
      query.count(scoped(old)),
      query.count(scoped({ statut: 'nouvelle', email_etat: FAILED })),
      query.count(scoped({ statut: 'nouvelle', accuse_etat: FAILED })),
      query.count(scoped({ $or: [{ email_etat: WAITING }, { accuse_etat: WAITING }] })),
    ]);
    kinds.push({
      uid,
      label: labels.short,
      total: recent.length,
      weeks: weeklyCounts(recent.map((record) => record.createdAt), now),
      waiting: waitingCount,
      failed: { firm: firmFailed, acknowledgement: ackFailed },
      emailsWaiting,
    });
    waiting.push(...oldest.map((record) => ({ uid, label: labels.short, documentId: record.documentId, name: record[name] ?? '', createdAt: record.createdAt })));
  }
  waiting.sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  return { generatedAt: now.toISOString(), kinds, waiting: waiting.slice(0, 10) };
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
