'use strict';

/**
 * The firm hears of every request from its own server: when the CMS stores a quote, a contact message, a book order
 * or an application, it e-mails the firm (NOTIFY_EMAIL) with the request, and the visitor a short acknowledgement,
 * through Strapi's e-mail plugin (nodemailer over SMTP_HOST, config/plugins.js). The e-mails wait on the request
 * itself until sent (outbox.js): a slow, failing or stopped mail server neither loses nor delays a request, and the
 * scheduled sweep (tasks.js) sends them when it is back. A process without SMTP_HOST sends nothing (one line at start
 * says so) but stores the e-mails waiting all the same, for a process that has it; the admin says when none does.
 */

const { createOutbox, outboxSettings } = require('./outbox');
const { waitingEmails } = require('../requests/email-fields');
const { mailHold, someoneSends, strapiTables } = require('./sending');
const { REQUEST_UIDS, emailLines, kindOf, titleOf } = require('../requests/kinds');
const { LANGUAGE_INFO, languageOf, toHandleIn } = require('../requests/languages');
const { acknowledgementEmail } = require('./visitor-emails');

const DEFAULT_NOTIFY_EMAIL = 'contact@adive.net';

const oneLine = (value) => String(value ?? '').replace(/[\r\n]+/g, ' ').trim();

/**
 * The firm's e-mail about `record`, a request of kind `uid`; `adminUrl` is where editors open it (or ''). French
 * always; a request sent from the English or Arabic edition says so first, in its subject and its first line
 * (« À traiter en anglais »), so that the firm answers in the visitor's language.
 */
function firmEmail(uid, record, { to, adminUrl }) {
  const { labels, email } = kindOf(uid);
  const lines = emailLines(uid, record).map(([label, value]) => {
    const text = String(value ?? '').trim() || '—';
    return text.includes('\n') ? `${label} :\n${text}` : `${label} : ${text}`;
  });
  const link = adminUrl ? `${adminUrl}/admin/content-manager/collection-types/${uid}/${record.documentId}` : '';
  // The firm is in Ouagadougou: the time it reads is its own, whatever the server's zone.
  const received = new Date(record.createdAt ?? Date.now()).toLocaleString('fr-FR', { timeZone: 'Africa/Ouagadougou' });
  const handleIn = toHandleIn(record);
  const language = LANGUAGE_INFO[languageOf(record)].name;
  // Kept whole however long the visitor's name: the subject is where the firm sees it first.
  const suffix = handleIn ? ` — ${handleIn}` : '';
  return {
    to,
    // Visitors' words go in the subject: one line, as mail headers need.
    subject: `${oneLine(`${titleOf(uid, record)} : ${email.sender(record)}`).slice(0, 200 - suffix.length)}${suffix}`,
    text: [
      ...(handleIn ? [`${handleIn} : le visiteur a écrit depuis le site en ${language} ; répondez-lui en ${language}.`, ''] : []),
      `${titleOf(uid, record)} ${labels.received} par le site le ${received}.`,
      '',
      ...lines,
      '',
      link ? `Voir dans l'administration : ${link}` : "Elle est enregistrée dans l'administration du site.",
    ].join('\n'),
    replyTo: record.email || undefined,
  };
}

/** The visitor's acknowledgement, in the language they wrote in (visitor-emails.js), or null when they left no address. */
function acknowledgement(uid, record) {
  if (!record.email) return null;
  return acknowledgementEmail({ to: record.email, record, thanks: kindOf(uid).email.thanks });
}

/** Whether the CMS can send (SMTP_HOST set). */
const mailEnabled = (env = process.env) => Boolean((env.SMTP_HOST || '').trim());

/** Where the firm's e-mails go (NOTIFY_EMAIL) and the admin address their links open (PUBLIC_URL, or ''). */
const firmAddresses = (env = process.env) => ({
  to: (env.NOTIFY_EMAIL || '').trim() || DEFAULT_NOTIFY_EMAIL,
  adminUrl: (env.PUBLIC_URL || '').trim().replace(/\/$/, ''),
});

/** The outbox of the four kinds of request, as configured by `env` (outbox.js). */
function requestOutbox(strapi, env = process.env) {
  const { to, adminUrl } = firmAddresses(env);
  return createOutbox(strapi, {
    uids: REQUEST_UIDS,
    render: { firmEmail: (uid, record) => firmEmail(uid, record, { to, adminUrl }), acknowledgement },
    send: (message) => strapi.plugin('email').service('email').send(message),
    settings: outboxSettings(env),
    isHeld: () => mailHold(strapiTables(strapi)),
  });
}

/**
 * The header the site's write of a request carries when the visitor's browser will e-mail the firm itself (EmailJS)
 * if the CMS answers that it cannot: the site's lib/cms/requestWrites.ts names it too (a contract test checks both).
 */
const RELAY_HEADER = 'x-adive-relais';
const RELAY_OFFER = 'navigateur';

/** Whether the request being handled comes with the site's offer to e-mail the firm from the browser. */
function relayOffered(strapi) {
  const request = strapi.requestContext?.get?.()?.request;
  return request?.headers?.[RELAY_HEADER] === RELAY_OFFER;
}

/**
 * Adds the notifications' document middleware (the last step of requests/pipeline.js, in register()): a request
 * is stored with its e-mails waiting, and with SMTP_HOST their first send is tried right after the store, never
 * awaited by it. One e-mail reaches the firm per request: when no process can send (none alive with SMTP_HOST, or
 * the sending held) and the site offered its browser's e-mail, the firm's e-mail is left to it (`confié au site`,
 * never sent by the outbox) and the answer says so in `email_etat`; the acknowledgement waits all the same.
 */
function subscribeNotifications(strapi, env = process.env) {
  const enabled = mailEnabled(env);
  if (!enabled) strapi.log.warn("[cms] SMTP_HOST non défini : ce processus n'envoie aucun e-mail ; ceux des demandes attendent un processus qui le peut (voir docs/deploy.md)");
  const outbox = requestOutbox(strapi, env);
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'create' || !REQUEST_UIDS.includes(context.uid) || !context.params?.data) return next();
    const data = context.params.data;
    const relayed = relayOffered(strapi) && !(await someoneSends(strapiTables(strapi), { thisProcess: enabled }));
    Object.assign(data, waitingEmails({ visitorEmail: data.email, relayed }));
    const result = await next();
    // Not awaited: the request is stored whatever becomes of its e-mails; the sweep tries again what fails here.
    if (enabled && result?.id != null) {
      outbox.deliver(context.uid, result.id).catch((error) => strapi.log.error(`[cms] e-mails de ${context.uid} #${result.id} : ${error?.message ?? error}`));
    }
    return result;
  });
  return enabled;
}

module.exports = { RELAY_HEADER, RELAY_OFFER, subscribeNotifications, requestOutbox, mailEnabled, firmAddresses, firmEmail, acknowledgement, DEFAULT_NOTIFY_EMAIL };
