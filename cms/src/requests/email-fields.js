'use strict';

/**
 * The e-mail state every request carries (its outbox, notifications/outbox.js), named once: the two e-mails (the
 * firm's, the visitor's acknowledgement), each with its state, sending date, attempts, last error and next attempt,
 * and the send lease. The schemas (src/api/<kind>) hold the same attributes; kinds.test.js checks them.
 */

const WAITING = 'en attente';
const SENT = 'envoyé';
const FAILED = 'échec';
/**
 * The firm's e-mail when no process of the CMS could send at the request's arrival (none with SMTP_HOST alive, or the
 * sending held) and the site said the visitor's browser would e-mail it (EmailJS, the spec's path): the outbox never
 * sends it, so that the firm hears of the request once (notifications/index.js).
 */
const RELAYED = 'confié au site';

/** The two e-mails of a request: their fields' prefix, their name on the entry and in the logs. */
const EMAILS = [
  { prefix: 'email', label: "E-mail à l'équipe", logName: "à l'équipe" },
  { prefix: 'accuse', label: 'Accusé de réception', logName: 'accusé de réception' },
];

/** Each e-mail's fields, by their suffix, with what an editor reads after the e-mail's label. */
const PARTS = {
  etat: '',
  envoye_le: ' envoyé le',
  essais: ' : essais',
  erreur: ' : dernière erreur',
  prochain_essai: ' : prochain essai',
};

/** The send lease: which process holds the request, and until when. */
const LEASE = { token: 'envoi_jeton', until: 'envoi_bail' };

/** The attribute of e-mail `prefix`'s `part` (`field('email', 'etat')` → `email_etat`). */
const field = (prefix, part) => `${prefix}_${part}`;

/** Every attribute of the e-mail state, the lease included. */
const EMAIL_FIELDS = [...EMAILS.flatMap(({ prefix }) => Object.keys(PARTS).map((part) => field(prefix, part))), LEASE.token, LEASE.until];

/** The French label of each e-mail field (the lease has none: editors never see it). */
const EMAIL_LABELS = Object.fromEntries(EMAILS.flatMap(({ prefix, label }) => Object.entries(PARTS).map(([part, suffix]) => [field(prefix, part), `${label}${suffix}`])));

/** A request with no e-mail to send: nothing waits, nobody holds it. */
function noEmails() {
  const fields = {};
  for (const { prefix } of EMAILS) {
    Object.assign(fields, { [field(prefix, 'etat')]: null, [field(prefix, 'envoye_le')]: null, [field(prefix, 'essais')]: 0, [field(prefix, 'erreur')]: null, [field(prefix, 'prochain_essai')]: null });
  }
  return { ...fields, [LEASE.token]: null, [LEASE.until]: null };
}

/**
 * A request just received: the firm's e-mail waits, due now (or is left to the site's browser: `relayed`), and the
 * acknowledgement waits when the visitor left an address.
 */
function waitingEmails({ visitorEmail, relayed = false, now = new Date() }) {
  const fields = noEmails();
  if (relayed) fields[field('email', 'etat')] = RELAYED;
  for (const [prefix, on] of [
    ['email', !relayed],
    ['accuse', Boolean(visitorEmail)],
  ]) {
    if (!on) continue;
    fields[field(prefix, 'etat')] = WAITING;
    fields[field(prefix, 'prochain_essai')] = now;
  }
  return fields;
}

module.exports = { EMAILS, EMAIL_FIELDS, EMAIL_LABELS, FAILED, LEASE, PARTS, RELAYED, SENT, WAITING, field, noEmails, waitingEmails };
