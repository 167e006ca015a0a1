'use strict';

/**
 * The kinds of visitors' request, in one place: everything the CMS does with a request (store it once per delivery
 * key, e-mail it, follow it up, list it, count it, find and erase a person's, delete it when its time is up) reads
 * its kind here. Adding a kind is a line here, its schema (src/api/<name>, with the follow-up and e-mail fields of
 * the others) and the site's definition (lib/forms/<kind>.ts): docs/recipes.md.
 *
 * Each kind:
 * - `uid`, `table`: Strapi's content type and its table;
 * - `labels`: `one` and `many` (the French name, singular and plural), `short` (a column or a widget's line),
 *   `person` (what the person-search lists), `received` (« reçu », agreeing with `one`);
 * - `nameField`: the attribute holding the requester's name; `listColumns`: the admin list's columns;
 * - `siteAction`: the Content API action the site's token stores it with;
 * - `deliveryKey`: stored once per `cle_envoi` (the site keeps it offline and may send it twice);
 * - `retention`: the months setting it is kept by (requests/retention.js);
 * - `email`: how its e-mails read: what the request is called (`title`, `labels.one` unless said), who sent it, its
 *   fields in French, what the acknowledgement thanks for.
 */

/** @typedef {Record<string, any>} StoredRequest */

/**
 * The offer's title an application made without an offer is filed under (api/candidature's deposit; `offre` empty):
 * how editors tell a spontaneous application in the admin's list, and how its e-mails know it.
 */
const SPONTANEOUS_TITLE = 'Candidature spontanée';
/** The title of a spontaneous application, naming the offer whose page it was sent from, if any. */
const spontaneousTitle = (/** @type {string | null | undefined} */ jobTitle) => (jobTitle ? `${SPONTANEOUS_TITLE} (offre visée : ${jobTitle})` : SPONTANEOUS_TITLE);
const isSpontaneous = (/** @type {StoredRequest} */ r) =>
  typeof r.intitule_offre === 'string' && (r.intitule_offre === SPONTANEOUS_TITLE || r.intitule_offre.startsWith(`${SPONTANEOUS_TITLE} (`));

const KINDS = [
  {
    uid: 'api::devi.devi',
    table: 'devis',
    labels: { one: 'Demande de devis', many: 'demande(s) de devis', short: 'Devis', person: 'Demande de devis', received: 'reçue' },
    nameField: 'nom',
    listColumns: ['nom', 'service', 'createdAt', 'statut', 'email_etat'],
    siteAction: 'create',
    deliveryKey: true,
    retention: 'requestMonths',
    email: {
      sender: (/** @type {StoredRequest} */ r) => r.nom,
      fields: (/** @type {StoredRequest} */ r) => [
        ['Nom', r.nom],
        ['E-mail', r.email],
        ['Téléphone', r.phone],
        ['Service', r.service],
        ['Message', r.message],
      ],
      thanks: () => 'votre demande de devis',
    },
  },
  {
    uid: 'api::contact.contact',
    table: 'contacts',
    labels: { one: 'Message de contact', many: 'message(s) de contact', short: 'Contacts', person: 'Message de contact', received: 'reçu' },
    nameField: 'name',
    listColumns: ['name', 'subject', 'createdAt', 'statut', 'email_etat'],
    siteAction: 'create',
    deliveryKey: true,
    retention: 'requestMonths',
    email: {
      sender: (/** @type {StoredRequest} */ r) => r.name,
      fields: (/** @type {StoredRequest} */ r) => [
        ['Nom', r.name],
        ['E-mail', r.email],
        ['Téléphone', [r.indicatif, r.phone].filter(Boolean).join(' ')],
        ['Service concerné', r.subject],
        ['Message', r.message],
      ],
      thanks: () => 'votre message',
    },
  },
  {
    uid: 'api::commande.commande',
    table: 'commandes',
    labels: { one: 'Commande de livres', many: 'commande(s)', short: 'Commandes', person: 'Commande de livres', received: 'reçue' },
    nameField: 'nom',
    listColumns: ['nom', 'total', 'createdAt', 'statut', 'email_etat'],
    siteAction: 'create',
    deliveryKey: true,
    retention: 'requestMonths',
    email: {
      sender: (/** @type {StoredRequest} */ r) => r.nom,
      fields: (/** @type {StoredRequest} */ r) => [
        ['Nom', r.nom],
        ['Téléphone', r.telephone],
        ['E-mail', r.email],
        ['Total', r.total != null ? `${r.total} CFA` : ''],
        ['Commande', r.recapitulatif],
      ],
      thanks: () => 'votre commande',
    },
  },
  {
    uid: 'api::candidature.candidature',
    table: 'candidatures',
    labels: { one: 'Candidature', many: 'candidature(s) et leur CV', short: 'Candidatures', person: 'Candidature (avec son CV)', received: 'reçue' },
    nameField: 'nom',
    listColumns: ['nom', 'intitule_offre', 'createdAt', 'statut', 'email_etat'],
    // Deposited with its CV in one request (api/candidature), never kept offline by the site.
    siteAction: 'deposit',
    deliveryKey: false,
    retention: 'candidatureMonths',
    email: {
      title: (/** @type {StoredRequest} */ r) => (isSpontaneous(r) ? SPONTANEOUS_TITLE : 'Candidature'),
      sender: (/** @type {StoredRequest} */ r) => `${r.nom}${r.intitule_offre && !isSpontaneous(r) ? ` pour « ${r.intitule_offre} »` : ''}`,
      fields: (/** @type {StoredRequest} */ r) => [
        ['Offre', r.intitule_offre],
        ['Nom', r.nom],
        ['E-mail', r.email],
        ['Téléphone', [r.indicatif, r.telephone].filter(Boolean).join(' ')],
        ['Message', r.message],
        ['CV', "dans l'administration du site, sur la fiche de la candidature"],
      ],
      thanks: (/** @type {StoredRequest} */ r) =>
        isSpontaneous(r) ? 'votre candidature spontanée' : `votre candidature${r.intitule_offre ? ` au poste « ${r.intitule_offre} »` : ''}`,
    },
  },
];

/** The newsletter: a person's data too (found and erased with their requests), but no request. */
const SUBSCRIPTIONS = { uid: 'api::newsletter.newsletter', table: 'newsletters', labels: { person: 'Inscription à la newsletter' }, nameField: 'nom' };

/** Every collection holding a person's data, as the person-search finds and erases it. */
const PERSONAL_DATA = [...KINDS, SUBSCRIPTIONS];

const REQUEST_UIDS = KINDS.map((kind) => kind.uid);
const APPLICATION_UID = 'api::candidature.candidature';
const BY_UID = new Map(KINDS.map((kind) => [kind.uid, kind]));

/** What a request of kind `uid` is called in its e-mails (« Candidature spontanée », « Demande de devis »…). */
const titleOf = (uid, record) => kindOf(uid).email.title?.(record) ?? kindOf(uid).labels.one;

/** The kind of `uid` (throws for a uid that is not one: a typo must not pass silently). */
function kindOf(uid) {
  const kind = BY_UID.get(uid);
  if (!kind) throw new Error(`${uid} n'est pas une sorte de demande (src/requests/kinds.js)`);
  return kind;
}

/** The kinds this CMS has (a Strapi without one of these content types leaves it out). */
const presentKinds = (strapi) => KINDS.filter((kind) => strapi.contentTypes?.[kind.uid]);

/** The attribute holding the person's name in the collection `uid`. */
const nameFieldOf = (uid) => PERSONAL_DATA.find((collection) => collection.uid === uid)?.nameField ?? 'nom';

module.exports = {
  APPLICATION_UID,
  KINDS,
  PERSONAL_DATA,
  REQUEST_UIDS,
  SPONTANEOUS_TITLE,
  SUBSCRIPTIONS,
  kindOf,
  nameFieldOf,
  presentKinds,
  spontaneousTitle,
  titleOf,
};
