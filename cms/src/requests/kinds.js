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
 * - `nameField`: the attribute holding the requester's name; `listColumns`: the admin list's columns (the last, the
 *   language the visitor wrote in: requests/languages.js);
 * - `siteAction`: the Content API action the site's token stores it with;
 * - `deliveryKey`: stored once per `cle_envoi` (the site keeps it offline and may send it twice);
 * - `retention`: the months setting it is kept by (requests/retention.js);
 * - `fields`: its own attributes, in the order the firm reads them, each with its French `label` (and `description`)
 *   in the admin and in the firm's e-mail, unless `email` says otherwise (`false`: not in the e-mail; `label`,
 *   `value`: how it reads there); `fromSite: false` when the CMS fills it, not the site. The schema holds their
 *   types; the site's definition (lib/forms/<kind>.ts) names the same attributes (scripts/request-contract.test.ts);
 * - `email`: how its e-mails read: what the request is called (`title`, `labels.one` unless said), who sent it, what
 *   the acknowledgement thanks for in each language the visitor may write in (`thanks.fr`, `.en`, `.ar`:
 *   requests/languages.js);
 * - `cv`, `depositReads` (an application): what its CV may be, checked by the deposit and by the site
 *   (lib/forms/cv.ts); the names the deposit reads that are no attribute.
 */

/** @typedef {Record<string, any>} StoredRequest */
/**
 * @typedef {{ name: string, label: string, description?: string, fromSite?: false,
 *   email?: false | { label?: string, value?: (r: StoredRequest) => unknown } }} KindField
 */

/**
 * The offer's title an application made without an offer is filed under (api/candidature's deposit; `offre` empty):
 * how editors tell a spontaneous application in the admin's list, and how its e-mails know it.
 */
const SPONTANEOUS_TITLE = 'Candidature spontanée';
/** The title of a spontaneous application, naming the offer whose page it was sent from, if any. */
const spontaneousTitle = (/** @type {string | null | undefined} */ jobTitle) => (jobTitle ? `${SPONTANEOUS_TITLE} (offre visée : ${jobTitle})` : SPONTANEOUS_TITLE);
const isSpontaneous = (/** @type {StoredRequest} */ r) =>
  typeof r.intitule_offre === 'string' && (r.intitule_offre === SPONTANEOUS_TITLE || r.intitule_offre.startsWith(`${SPONTANEOUS_TITLE} (`));

/** A phone number with its dialing code (`indicatif`), as the firm dials it. */
const internationalPhone = (/** @type {string} */ attribute) => (/** @type {StoredRequest} */ r) => [r.indicatif, r[attribute]].filter(Boolean).join(' ');

/** What an application's CV may be: its size, and its types (by the MIME type read from its content) with their extension. */
const CV_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: {
    'application/pdf': '.pdf',
    'application/msword': '.doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  },
};

const KINDS = [
  {
    uid: 'api::devi.devi',
    table: 'devis',
    labels: { one: 'Demande de devis', many: 'demande(s) de devis', short: 'Devis', person: 'Demande de devis', received: 'reçue' },
    nameField: 'nom',
    listColumns: ['nom', 'service', 'createdAt', 'statut', 'email_etat', 'langue'],
    siteAction: 'create',
    deliveryKey: true,
    retention: 'requestMonths',
    fields: [
      { name: 'nom', label: 'Nom' },
      { name: 'email', label: 'E-mail' },
      { name: 'phone', label: 'Téléphone' },
      { name: 'service', label: 'Service demandé', email: { label: 'Service' } },
      { name: 'message', label: 'Message' },
    ],
    email: {
      sender: (/** @type {StoredRequest} */ r) => r.nom,
      thanks: {
        fr: () => 'votre demande de devis',
        en: () => 'your quote request',
        ar: () => 'طلبكم للحصول على عرض سعر',
      },
    },
  },
  {
    uid: 'api::contact.contact',
    table: 'contacts',
    labels: { one: 'Message de contact', many: 'message(s) de contact', short: 'Contacts', person: 'Message de contact', received: 'reçu' },
    nameField: 'name',
    listColumns: ['name', 'subject', 'createdAt', 'statut', 'email_etat', 'langue'],
    siteAction: 'create',
    deliveryKey: true,
    retention: 'requestMonths',
    fields: [
      { name: 'name', label: 'Nom' },
      { name: 'email', label: 'E-mail' },
      { name: 'indicatif', label: 'Indicatif', email: false },
      { name: 'phone', label: 'Téléphone', email: { value: internationalPhone('phone') } },
      { name: 'subject', label: 'Service concerné' },
      { name: 'message', label: 'Message' },
    ],
    email: {
      sender: (/** @type {StoredRequest} */ r) => r.name,
      thanks: {
        fr: () => 'votre message',
        en: () => 'your message',
        ar: () => 'رسالتكم',
      },
    },
  },
  {
    uid: 'api::commande.commande',
    table: 'commandes',
    labels: { one: 'Commande de livres', many: 'commande(s)', short: 'Commandes', person: 'Commande de livres', received: 'reçue' },
    nameField: 'nom',
    listColumns: ['nom', 'total', 'createdAt', 'statut', 'email_etat', 'langue'],
    siteAction: 'create',
    deliveryKey: true,
    retention: 'requestMonths',
    fields: [
      { name: 'nom', label: 'Nom' },
      { name: 'telephone', label: 'Téléphone' },
      { name: 'email', label: 'E-mail' },
      { name: 'lignes', label: 'Livres commandés', email: false },
      { name: 'total', label: 'Total (CFA)', email: { label: 'Total', value: (/** @type {StoredRequest} */ r) => (r.total != null ? `${r.total} CFA` : '') } },
      { name: 'recapitulatif', label: 'Récapitulatif', description: 'Le texte envoyé au client par e-mail et WhatsApp.', email: { label: 'Commande' } },
    ],
    email: {
      sender: (/** @type {StoredRequest} */ r) => r.nom,
      thanks: {
        fr: () => 'votre commande',
        en: () => 'your order',
        ar: () => 'طلب الشراء الخاص بكم',
      },
    },
  },
  {
    uid: 'api::candidature.candidature',
    table: 'candidatures',
    labels: { one: 'Candidature', many: 'candidature(s) et leur CV', short: 'Candidatures', person: 'Candidature (avec son CV)', received: 'reçue' },
    nameField: 'nom',
    listColumns: ['nom', 'intitule_offre', 'createdAt', 'statut', 'email_etat', 'langue'],
    // Deposited with its CV in one request (api/candidature), never kept offline by the site.
    siteAction: 'deposit',
    deliveryKey: false,
    retention: 'candidatureMonths',
    // `intitule_offre` and `offre` are the deposit's (api/candidature), from the offer the site names (`offre`).
    fields: [
      { name: 'intitule_offre', label: 'Offre', fromSite: false },
      { name: 'nom', label: 'Nom' },
      { name: 'email', label: 'E-mail' },
      { name: 'indicatif', label: 'Indicatif', email: false },
      { name: 'telephone', label: 'Téléphone', email: { value: internationalPhone('telephone') } },
      { name: 'message', label: 'Message' },
      { name: 'offre', label: "Offre d'emploi", email: false },
      { name: 'cv', label: 'CV', fromSite: false, email: { value: () => "dans l'administration du site, sur la fiche de la candidature" } },
    ],
    cv: CV_LIMITS,
    // What the deposit reads beside the attributes: the offer whose page a spontaneous application came from.
    depositReads: ['offre_visee'],
    email: {
      title: (/** @type {StoredRequest} */ r) => (isSpontaneous(r) ? SPONTANEOUS_TITLE : 'Candidature'),
      sender: (/** @type {StoredRequest} */ r) => `${r.nom}${r.intitule_offre && !isSpontaneous(r) ? ` pour « ${r.intitule_offre} »` : ''}`,
      thanks: {
        fr: (/** @type {StoredRequest} */ r) =>
          isSpontaneous(r) ? 'votre candidature spontanée' : `votre candidature${r.intitule_offre ? ` au poste « ${r.intitule_offre} »` : ''}`,
        en: (/** @type {StoredRequest} */ r) =>
          isSpontaneous(r) ? 'your open application' : `your application${r.intitule_offre ? ` for the position of ‘${r.intitule_offre}’` : ''}`,
        ar: (/** @type {StoredRequest} */ r) =>
          isSpontaneous(r) ? 'طلب التوظيف التلقائي الخاص بكم' : `طلب التوظيف الخاص بكم${r.intitule_offre ? ` لوظيفة «${r.intitule_offre}»` : ''}`,
      },
    },
  },
];

/** The newsletter: a person's data too (found and erased with their requests), but no request. */
const SUBSCRIPTIONS = {
  uid: 'api::newsletter.newsletter',
  table: 'newsletters',
  labels: { person: 'Inscription à la newsletter' },
  nameField: 'nom',
  listColumns: ['email', 'createdAt', 'langue'],
};

/** Every collection holding a person's data, as the person-search finds and erases it. */
const PERSONAL_DATA = [...KINDS, SUBSCRIPTIONS];

const REQUEST_UIDS = KINDS.map((kind) => kind.uid);
const APPLICATION_UID = 'api::candidature.candidature';
const BY_UID = new Map(KINDS.map((kind) => [kind.uid, kind]));

/** What a request of kind `uid` is called in its e-mails (« Candidature spontanée », « Demande de devis »…). */
const titleOf = (uid, record) => kindOf(uid).email.title?.(record) ?? kindOf(uid).labels.one;

/** The firm e-mail's lines of `record`, a request of kind `uid`: [label, value] in the kind's order. */
const emailLines = (uid, record) =>
  /** @type {KindField[]} */ (kindOf(uid).fields).flatMap((field) => {
    if (field.email === false) return [];
    return [[field.email?.label ?? field.label, field.email?.value ? field.email.value(record) : record[field.name]]];
  });

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
  CV_LIMITS,
  KINDS,
  PERSONAL_DATA,
  REQUEST_UIDS,
  SPONTANEOUS_TITLE,
  SUBSCRIPTIONS,
  emailLines,
  kindOf,
  nameFieldOf,
  presentKinds,
  spontaneousTitle,
  titleOf,
};
