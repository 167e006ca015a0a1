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

const SUPER_ADMIN = 'strapi-super-admin';
const isSuperAdmin = (user) => Boolean(user?.roles?.some((role) => role.code === SUPER_ADMIN));

/** What the widget shows of the e-mails' state. */
async function sendingState(strapi, { user, env = process.env, now = new Date() }) {
  const table = strapiTables(strapi);
  const [hold, sender, waiting, decisions] = await Promise.all([mailHold(table), senders(table, now), waitingCount(table), mailDecisions(table)]);
  return { thisProcess: mailEnabled(env), senders: sender, hold, waiting, decisions, canDecide: isSuperAdmin(user) };
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
          ctx.body = await sendingState(strapi, { user: ctx.state.user });
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

module.exports = { registerSendingRoutes, sendingState, isSuperAdmin };
