#!/usr/bin/env node
'use strict';

/**
 * `npm run cms:mail -- <etat|reprendre|abandonner|suspendre>`: the operator's say on the CMS's e-mails, with Strapi
 * running or not (notifications/sending.js, on the same database as config/database.js).
 * - etat: whether sending is suspended (a restored CMS is, until told), and how many e-mails wait;
 * - reprendre: lifts the suspension; what waits leaves once, with the next sweep of a process that has SMTP_HOST;
 * - abandonner: gives up every waiting e-mail (marked failed, never sent), then lifts the suspension;
 * - suspendre: suspends sending (a copy made otherwise than by cms:restore).
 * docs/deploy.md.
 */

const lib = require('./backup-lib');
const { dropWaiting, holdMail, mailHold, releaseMail, senders, waitingCount } = require('../src/notifications/sending');

const ACTIONS = ['etat', 'reprendre', 'abandonner', 'suspendre'];

async function mail(action, { env = process.env, now = new Date() } = {}) {
  if (!ACTIONS.includes(action)) throw new Error(`action inconnue « ${action ?? ''} » : npm run cms:mail -- ${ACTIONS.join('|')}`);
  lib.loadEnv(env);
  return lib.withKnex(lib.cmsTarget(env), async (table) => {
    if (action === 'reprendre') await releaseMail(table);
    if (action === 'suspendre') await holdMail(table, { reason: "suspendu par l'exploitant", now });
    const dropped = action === 'abandonner' ? await dropWaiting(table, "Non envoyé : abandonné par l'exploitant (npm run cms:mail -- abandonner).") : 0;
    const [hold, waiting, sender] = await Promise.all([mailHold(table), waitingCount(table), senders(table, now)]);
    return { hold, waiting, dropped, sender };
  });
}

if (require.main === module) {
  const action = process.argv[2];
  mail(action)
    .then(({ hold, waiting, dropped, sender }) => {
      if (dropped) console.log(`[e-mails] ${dropped} e-mail(s) abandonné(s), jamais envoyé(s).`);
      const since = hold ? new Date(hold.since).toLocaleString('fr-FR', { timeZone: 'Africa/Ouagadougou', dateStyle: 'short', timeStyle: 'short' }) : '';
      console.log(hold ? `[e-mails] envois SUSPENDUS depuis le ${since} (${hold.reason}).` : '[e-mails] envois actifs.');
      console.log(`[e-mails] ${waiting} e-mail(s) en attente.`);
      if (!sender.alive) console.log(`[e-mails] aucun processus du CMS avec SMTP_HOST ne balaie en ce moment (dernier passage : ${sender.seenAt ?? 'jamais'}).`);
    })
    .catch((error) => {
      console.error(`[e-mails] échec : ${error.message}`);
      process.exit(1);
    });
}

module.exports = { mail };
