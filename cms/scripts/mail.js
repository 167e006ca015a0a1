#!/usr/bin/env node
'use strict';

/**
 * `npm run cms:mail -- <etat|reprendre|abandonner|suspendre>`: the operator's say on the CMS's e-mails, with Strapi
 * running or not (notifications/sending.js, on the same database as config/database.js).
 * - etat: whether sending is suspended (a restored CMS is, until told), and how many e-mails wait;
 * - reprendre: lifts the suspension; what waits leaves once, with the next sweep of a process that has SMTP_HOST;
 * - abandonner: gives up every waiting e-mail (marked failed, never sent), then lifts the suspension;
 * - suspendre: suspends sending (a copy made otherwise than by cms:restore).
 * Each decision is kept in the CMS's journal under the operator's account (src/journal.js); `etat` lists the latest.
 * docs/deploy.md.
 */

const lib = require('./backup-lib');
const { ensureJournalTable, operatorActor } = require('../src/journal');
const { dropWaiting, holdMail, mailDecisions, mailHold, releaseMail, senders, waitingCount } = require('../src/notifications/sending');

const ACTIONS = ['etat', 'reprendre', 'abandonner', 'suspendre'];

async function mail(action, { env = process.env, now = new Date() } = {}) {
  if (!ACTIONS.includes(action)) throw new Error(`action inconnue « ${action ?? ''} » : npm run cms:mail -- ${ACTIONS.join('|')}`);
  lib.loadEnv(env);
  const target = lib.cmsTarget(env);
  const by = operatorActor(`npm run cms:mail -- ${action}`, env);
  return lib.withKnex(target, async (table, knex) => {
    await ensureJournalTable(knex, target.client === 'postgres' ? lib.schemaOf(target) : null);
    if (action === 'reprendre') await releaseMail(table, { by, now });
    if (action === 'suspendre') await holdMail(table, { reason: "suspendu par l'exploitant", by, now });
    const dropped = action === 'abandonner' ? await dropWaiting(table, "Non envoyé : abandonné par l'exploitant (npm run cms:mail -- abandonner).", { by, now }) : 0;
    const [hold, waiting, sender, decisions] = await Promise.all([mailHold(table), waitingCount(table), senders(table, now), mailDecisions(table)]);
    return { hold, waiting, dropped, sender, decisions };
  });
}

if (require.main === module) {
  const action = process.argv[2];
  mail(action)
    .then(({ hold, waiting, dropped, sender, decisions }) => {
      const when = (iso) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Africa/Ouagadougou', dateStyle: 'short', timeStyle: 'short' });
      if (dropped) console.log(`[e-mails] ${dropped} e-mail(s) abandonné(s), jamais envoyé(s).`);
      console.log(hold ? `[e-mails] envois SUSPENDUS depuis le ${when(hold.since)} (${hold.reason}).` : '[e-mails] envois actifs.');
      console.log(`[e-mails] ${waiting} e-mail(s) en attente.`);
      if (!sender.alive) console.log(`[e-mails] aucun processus du CMS avec SMTP_HOST ne balaie en ce moment (dernier passage : ${sender.seenAt ?? 'jamais'}).`);
      if (action === 'etat') for (const decision of decisions) console.log(`[e-mails] décision du ${when(decision.at)} : ${decision.label}, par ${decision.by}.`);
    })
    .catch((error) => {
      console.error(`[e-mails] échec : ${error.message}`);
      process.exit(1);
    });
}

module.exports = { mail };
