'use strict';

/**
 * The e-mails of a request are an outbox kept on the request itself: its create writes "en attente" with the request
 * (one insert, so no request is stored without them and none is lost to a crash), then the send is tried at once and
 * again by a scheduled sweep with back-off until it goes through or is given up. A process claims a request (a token
 * and a lease, set by one conditional UPDATE) before sending its e-mails, so two CMS processes on one database, or a
 * restart while e-mails wait, never send one twice. The one gap: a crash after the mail server took an e-mail and
 * before its "envoyé" is written sends it again once the lease has run out (docs/deploy.md). Every request is stored
 * with its e-mails waiting, whether or not this process can send: one that can sends them. Nothing leaves while the
 * CMS is on hold (sending.js: a restored copy), and an e-mail past its time is given up unsent (an acknowledgement
 * a day late would only confuse the visitor).
 */

const { randomUUID } = require('node:crypto');
const { EMAILS, FAILED, LEASE, SENT, WAITING, field } = require('../requests/email-fields');

/** Sends under way in this process: a normal stop (a deploy) waits for them, so that none is sent again. */
const inFlight = new Set();
/** Set by a normal stop: no new send starts (one claimed as the database closes would stay held for its lease). */
let stopping = false;

/** Resolves once every send under way has ended, or after `timeoutMs` (src/index.js destroy()); none starts after. */
async function settleDeliveries(timeoutMs = 15_000) {
  stopping = true;
  if (!inFlight.size) return;
  await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}

/** "1m,5m,15m,1h" → milliseconds; the last delay repeats until the e-mail is given up. */
function parseDelays(text) {
  const units = { s: 1000, m: 60_000, h: 3_600_000 };
  const delays = String(text)
    .split(',')
    .map((part) => /^\s*(\d+(?:\.\d+)?)\s*([smh])\s*$/.exec(part))
    .filter(Boolean)
    .map(([, amount, unit]) => Number(amount) * units[unit]);
  return delays.length ? delays : [60_000];
}

/** The outbox's settings from the environment (docs/deploy.md lists them). */
function outboxSettings(env = process.env) {
  const number = (name, fallback) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    delays: parseDelays(env.MAIL_RETRY_DELAYS || '1m,5m,15m,1h'),
    firmGiveUpMs: number('MAIL_GIVE_UP_HOURS', 48) * 3_600_000,
    ackGiveUpMs: number('MAIL_ACK_GIVE_UP_HOURS', 1) * 3_600_000,
    // Renewed before each send, and never shorter than one send can last (connection, greeting and the socket's
    // idle time-out of config/plugins.js: 8 × SMTP_TIMEOUT_MS), so that no other process takes a request mid-send.
    leaseMs: Math.max(number('MAIL_LEASE_SECONDS', 300) * 1000, 10 * number('SMTP_TIMEOUT_MS', 10_000)),
    sweepSeconds: number('MAIL_SWEEP_SECONDS', 30),
  };
}

/** When to try again after `attempts` failures, or null once past `giveUpMs` after the request came in. */
function nextAttempt({ attempts, createdAt, now, delays, giveUpMs }) {
  const next = new Date(now.getTime() + delays[Math.min(attempts, delays.length) - 1]);
  return next.getTime() - new Date(createdAt).getTime() > giveUpMs ? null : next;
}

/**
 * A refusal that no retry will change: the mail server rejected the recipient (5xx answer to RCPT TO). A 5xx to
 * MAIL FROM or DATA (a sender the server does not allow, a message it refuses) is a setting to fix: tried again.
 */
function isPermanent(error) {
  const code = Number(error?.responseCode);
  return code >= 500 && code < 600 && error.command === 'RCPT TO';
}

/** The reason an editor reads: the server's answer when there is one, else the error. */
function reasonOf(error) {
  const text = error?.response || error?.message || String(error);
  return String(text).replace(/\s+/g, ' ').trim().slice(0, 800);
}

/** The two e-mails a request may have (requests/email-fields.js), each with how long it is tried and its message. */
function emailsOf({ firmEmail, acknowledgement }, settings) {
  const tried = { email: { giveUpMs: settings.firmGiveUpMs, message: firmEmail }, accuse: { giveUpMs: settings.ackGiveUpMs, message: acknowledgement } };
  return EMAILS.map((email) => ({ ...email, ...tried[email.prefix] }));
}

/**
 * The outbox of `uids` on Strapi's query engine. `render` gives each kind's messages ({ firmEmail, acknowledgement },
 * each `(uid, record) => message | null`); `send` hands one message to the mail server; nothing is sent while
 * `isHeld()` (sending.js).
 */
function createOutbox(strapi, { uids, render, send, settings, isHeld = async () => false, now = () => new Date() }) {
  const emails = emailsOf(render, settings);
  let sweeping = false;
  const query = (uid) => strapi.db.query(uid);

  const free = (at) => ({ $or: [{ [LEASE.until]: null }, { [LEASE.until]: { $lt: at } }] });

  /** One conditional UPDATE: the request is ours when no other process holds an unexpired lease on it. */
  async function claim(uid, id) {
    const token = randomUUID();
    const at = now();
    const { count } = await query(uid).updateMany({
      where: { id, ...free(at) },
      data: { [LEASE.token]: token, [LEASE.until]: new Date(at.getTime() + settings.leaseMs) },
    });
    return count === 1 ? token : null;
  }

  /** Tries one e-mail of `record`; returns the fields to write. */
  async function attempt(uid, record, { prefix, logName, giveUpMs, message }) {
    const f = (part) => field(prefix, part);
    const attempts = (record[f('essais')] ?? 0) + 1;
    const mail = message(uid, record);
    if (!mail) return { [f('etat')]: null, [f('prochain_essai')]: null };
    const where = `${logName} de ${uid} #${record.id}`;
    const hours = Math.round(giveUpMs / 3_600_000);
    if (now().getTime() - new Date(record.createdAt).getTime() > giveUpMs) {
      // Never sent that late (a process that can send came back, or the CMS was restored, after its time).
      const text = `Abandonné sans envoi : aucun envoi possible ${hours === 1 ? "dans l'heure" : `dans les ${hours} heures`} suivant la demande.`;
      strapi.log.warn(`[cms] e-mail ${where} : ${text}`);
      return { [f('etat')]: FAILED, [f('erreur')]: text, [f('prochain_essai')]: null };
    }
    try {
      await send(mail);
      return { [f('etat')]: SENT, [f('envoye_le')]: now(), [f('essais')]: attempts, [f('erreur')]: null, [f('prochain_essai')]: null };
    } catch (error) {
      const reason = reasonOf(error);
      const failed = (text) => {
        strapi.log.error(`[cms] e-mail ${where} en échec : ${text}`);
        return { [f('etat')]: FAILED, [f('essais')]: attempts, [f('erreur')]: text.slice(0, 1000), [f('prochain_essai')]: null };
      };
      if (isPermanent(error)) return failed(`Refusé par le serveur d'e-mail : ${reason}`);
      const next = nextAttempt({ attempts, createdAt: record.createdAt, now: now(), delays: settings.delays, giveUpMs });
      if (!next) return failed(`Abandonné après ${hours} h d'essais : ${reason}`);
      // The first failure is a warning; the retries of an outage already told are details (LOG_LEVEL=info).
      strapi.log[attempts === 1 ? 'warn' : 'info'](`[cms] e-mail ${where} non envoyé (essai ${attempts}), nouvel essai à ${next.toISOString()} : ${reason}`);
      return { [f('essais')]: attempts, [f('erreur')]: reason, [f('prochain_essai')]: next };
    }
  }

  const due = (record, prefix, at) =>
    record[field(prefix, 'etat')] === WAITING && record[field(prefix, 'prochain_essai')] && new Date(record[field(prefix, 'prochain_essai')]) <= at;

  /**
   * Sends what is due of request `id`, if no other process holds it. Before each send the lease is renewed, and each
   * outcome is written as soon as known, both only while the claim is still ours: a process that lost it (stalled
   * past its lease) stops instead of sending what another now owns.
   */
  function deliver(uid, id) {
    if (stopping) return Promise.resolve(false);
    const delivery = deliverNow(uid, id).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
    return delivery;
  }

  async function deliverNow(uid, id) {
    if (await isHeld()) return false;
    const token = await claim(uid, id);
    if (!token) return false;
    const mine = { id, [LEASE.token]: token };
    const stillMine = async (data) => (await query(uid).updateMany({ where: mine, data })).count === 1;
    try {
      const record = await query(uid).findOne({ where: { id } });
      for (const email of emails) {
        if (!record || !due(record, email.prefix, now())) continue;
        if (!(await stillMine({ [LEASE.until]: new Date(now().getTime() + settings.leaseMs) }))) return false;
        if (!(await stillMine(await attempt(uid, record, email)))) {
          strapi.log.error(`[cms] ${uid} #${id} : réservation perdue pendant un envoi (MAIL_LEASE_SECONDS trop court ?)`);
          return false;
        }
      }
    } finally {
      await query(uid).updateMany({ where: mine, data: { [LEASE.token]: null, [LEASE.until]: null } });
    }
    return true;
  }

  /** Every request with an e-mail due, oldest first (at most `limit` a kind per sweep); one sweep at a time. */
  async function sweep(limit = 50) {
    if (sweeping) return 0;
    sweeping = true;
    try {
      return await sweepOnce(limit);
    } finally {
      sweeping = false;
    }
  }

  async function sweepOnce(limit) {
    if (await isHeld()) return 0;
    const at = now();
    let handled = 0;
    for (const uid of uids) {
      const dueNow = ({ prefix }) => ({ [field(prefix, 'etat')]: WAITING, [field(prefix, 'prochain_essai')]: { $lte: at } });
      const rows = await query(uid).findMany({
        select: ['id'],
        where: { $and: [{ $or: EMAILS.map(dueNow) }, free(at)] },
        orderBy: { id: 'asc' },
        limit,
      });
      for (const { id } of rows) {
        try {
          if (await deliver(uid, id)) handled += 1;
        } catch (error) {
          strapi.log.error(`[cms] envoi des e-mails de ${uid} #${id} : ${error?.message ?? error}`);
        }
      }
    }
    return handled;
  }

  return { deliver, sweep };
}

module.exports = {
  createOutbox,
  settleDeliveries,
  isPermanent,
  nextAttempt,
  outboxSettings,
  parseDelays,
  reasonOf,
};
