'use strict';

/**
 * The e-mails' state for the admin's "E-mails non délivrés" widget (admin routes, a logged-in editor): whether this
 * process and any process can send, the hold of a restored CMS and how many e-mails wait behind it, the latest
 * decisions and who took them; and the team's decision after a restore, send or give up what waits, taken by a super
 * administrator (sending.js), kept in the journal under their name.
 */

const { mailEnabled } = require('.');
const { adminActor } = require('../journal');
const { dropWaiting, mailDecisions, mailHold, releaseMail, senders, strapiTables, waitingCount } = require('./sending');

const { accessFor, isSuperAdmin, within } = require('../requests/access');
const { presentKinds } = require('../requests/kinds');
const { EMAILS, WAITING, field } = require('../requests/email-fields');

/**
 * The e-mails waiting that `access` lets an editor count: of the kinds it opens, within its conditions, the e-mails
 * whose state field it may read (the status of a kind it may not read is none of its business).
 */
async function waitingWithin(strapi, access) {
  let count = 0;
  for (const { uid } of presentKinds(strapi)) {
    const allowed = access(uid);
    for (const { prefix } of EMAILS) {
      const state = field(prefix, 'etat');
      if (allowed?.reads(state)) count += await strapi.db.query(uid).count({ where: within(allowed, { [state]: WAITING }) });
    }
  }
  return count;
}

/**
 * What the widget shows of the e-mails' state: a super administrator, who decides, sees every e-mail that waits and
 * the latest decisions; another editor, the e-mails of what their role may read.
 */
async function sendingState(strapi, { user, ability, env = process.env, now = new Date() }) {
  const table = strapiTables(strapi);
  const superAdmin = isSuperAdmin(user);
  const [hold, sender, waiting, decisions] = await Promise.all([
    mailHold(table),
    senders(table, now),
    superAdmin ? waitingCount(table) : waitingWithin(strapi, accessFor(strapi, ability)),
    superAdmin ? mailDecisions(table) : [],
  ]);
  return { thisProcess: mailEnabled(env), senders: sender, hold, waiting, decisions, canDecide: superAdmin };
}

function registerSendingRoutes(strapi) {
  const decision = (path, act) => ({
    method: 'POST',
    path,
    handler: async (ctx) => {
      if (!isSuperAdmin(ctx.state.user)) return ctx.forbidden('Réservé aux super administrateurs.');
      ctx.body = await act(strapiTables(strapi), adminActor(ctx.state.user));
    },
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  });
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/adive/envois',
        handler: async (ctx) => {
          ctx.body = await sendingState(strapi, { user: ctx.state.user, ability: ctx.state.userAbility });
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      decision('/adive/envois/reprendre', async (table, by) => {
        await releaseMail(table, { by });
        strapi.log.warn(`[cms] envois d'e-mails repris depuis l'administration par ${by}`);
        return { released: true };
      }),
      decision('/adive/envois/abandonner', async (table, by) => {
        const dropped = await dropWaiting(table, "Non envoyé : abandonné par l'équipe pendant la suspension des envois.", { by });
        strapi.log.warn(`[cms] ${dropped} e-mail(s) en attente abandonné(s) depuis l'administration par ${by}, envois repris`);
        return { dropped };
      }),
    ],
  });
}

module.exports = { registerSendingRoutes, sendingState, waitingWithin };
