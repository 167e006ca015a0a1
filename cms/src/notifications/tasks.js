'use strict';

/**
 * The CMS's scheduled tasks (config/server.js `cron`): the sweep that sends the requests' waiting e-mails, and the
 * daily digest, tried every hour from DIGEST_HOUR to the end of the day (Ouagadougou time) until one run has sent it
 * or found nothing to say, so that a restart or an SMTP outage at the hour does not cost the day's digest.
 * Both only with SMTP_HOST, and neither while the CMS is on hold (sending.js). Each sweep tells the admin that a
 * process can send (the heartbeat). And the nightly deletion of requests past their retention (requests/retention.js)
 * and of field measures past theirs (measures/), and the erasures' ledger kept on this machine (requests/erasures.js).
 */

const { firmAddresses, mailEnabled, requestOutbox } = require('.');
const { outboxSettings } = require('./outbox');
const { heartbeat, mailHold, strapiTables } = require('./sending');
const { DIGEST_OUTCOMES, sendDigest, TIME_ZONE } = require('./digest');
const { enforceRetention, retentionSettings } = require('../requests/retention');
const { forgetMeasures } = require('../measures');
const { keepErasureLedger } = require('../requests/erasures');

/** The sweep's cron rule: every `seconds` under a minute, else every whole number of minutes up to an hour. */
function sweepRule(seconds) {
  if (seconds < 60) return `*/${Math.max(1, Math.round(seconds))} * * * * *`;
  const minutes = Math.round(seconds / 60);
  return minutes >= 60 ? '0 0 * * * *' : `0 */${minutes} * * * *`;
}

/** DIGEST_HOUR (0-23, default 7); "off" turns the digest off. */
function digestHour(env) {
  const text = String(env.DIGEST_HOUR ?? '7').trim();
  if (text === 'off') return null;
  const hour = Number(text);
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 7;
}

/** @typedef {Record<string, { task: (args: { strapi: any }) => Promise<void>, options: object }>} Tasks */

/** @returns {Tasks} */
function requestTasks(env = process.env) {
  // Every night (RETENTION_CRON, Ouagadougou time), with or without e-mail.
  const nightly = { rule: (env.RETENTION_CRON || '').trim() || '0 30 2 * * *', tz: TIME_ZONE };
  const retention = {
    requestRetention: {
      task: async ({ strapi }) => {
        await enforceRetention(strapi, { settings: retentionSettings(env) });
      },
      options: nightly,
    },
    // The field measures past MEASURES_KEEP_DAYS (src/measures), at the same hour.
    fieldMeasuresRetention: {
      task: async ({ strapi }) => {
        await forgetMeasures(strapi, env);
      },
      options: nightly,
    },
    // The erasures' ledger: every erasure of the journal in this machine's folder, those past ERASURE_KEEP_DAYS gone.
    erasureLedger: {
      task: async ({ strapi }) => {
        await keepErasureLedger(strapiTables(strapi), env);
      },
      options: nightly,
    },
  };
  if (!mailEnabled(env)) return retention;
  // One outbox for every run, so that a sweep still going when the next is due is not doubled.
  let outbox = null;
  let beat = null;
  /** @type {Tasks} */
  const tasks = {
    ...retention,
    requestEmails: {
      task: async ({ strapi }) => {
        outbox ??= requestOutbox(strapi, env);
        beat ??= heartbeat(strapiTables(strapi), { everyMs: outboxSettings(env).sweepSeconds * 1000 });
        await beat();
        await outbox.sweep();
      },
      options: { rule: sweepRule(outboxSettings(env).sweepSeconds) },
    },
  };
  const hour = digestHour(env);
  if (hour !== null) {
    tasks.requestDigest = {
      task: async ({ strapi }) => {
        if (await mailHold(strapiTables(strapi))) return;
        const result = await sendDigest(strapi, {
          ...firmAddresses(env),
          send: (message) => strapi.plugin('email').service('email').send(message),
        });
        if (DIGEST_OUTCOMES[result]) strapi.log.info(`[cms] point quotidien des demandes : ${DIGEST_OUTCOMES[result]}`);
      },
      options: { rule: `0 0 ${hour}-23 * * *`, tz: TIME_ZONE },
    };
  }
  return tasks;
}

module.exports = { requestTasks, sweepRule, digestHour };
