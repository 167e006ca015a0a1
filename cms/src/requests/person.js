'use strict';

/**
 * A visitor's rights in minutes (loi n° 001-2021/AN): everything the CMS holds for one e-mail address, across the
 * five collections that hold visitors' data, found and deleted in one action. Served to the admin (admin routes
 * under /adive/personne, behind the "Données d'une personne" widget of the home page), within each editor's rights:
 * a kind they may not read is not searched, one they may not delete is not deleted.
 */

const { REQUEST_UIDS } = require('./follow-up');

const PERSON_UIDS = [...REQUEST_UIDS, 'api::newsletter.newsletter'];
const LABELS = {
  'api::devi.devi': 'Demande de devis',
  'api::contact.contact': 'Message de contact',
  'api::commande.commande': 'Commande de livres',
  'api::candidature.candidature': 'Candidature (avec son CV)',
  'api::newsletter.newsletter': 'Inscription à la newsletter',
};
const READ = 'plugin::content-manager.explorer.read';
const DELETE = 'plugin::content-manager.explorer.delete';
const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,255}$/;

const normalised = (email) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/**
 * Every record of `email` in the kinds `allowed(uid)` opens, newest first.
 * @param {any} strapi @param {unknown} email @param {(uid: string) => boolean} [allowed]
 */
async function findPerson(strapi, email, allowed = () => true) {
  const address = normalised(email);
  if (!EMAIL.test(address)) return null;
  const records = [];
  for (const uid of PERSON_UIDS.filter((candidate) => strapi.contentTypes?.[candidate] && allowed(candidate))) {
    const nameField = uid === 'api::contact.contact' ? 'name' : 'nom';
    const rows = await strapi.db.query(uid).findMany({ select: ['documentId', 'createdAt', 'email', nameField], where: { email: { $eqi: address } } });
    records.push(...rows.map((row) => ({ uid, label: LABELS[uid], documentId: row.documentId, name: row[nameField] ?? '', createdAt: row.createdAt })));
  }
  return records.sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
}

/**
 * Deletes every record of `email` in the kinds `allowed(uid)` opens (applications with their CV); returns counts.
 * @param {any} strapi @param {unknown} email @param {(uid: string) => boolean} [allowed]
 */
async function erasePerson(strapi, email, allowed = () => true) {
  const records = await findPerson(strapi, email, allowed);
  if (!records) return null;
  const deleted = {};
  for (const { uid, documentId } of records) {
    await strapi.documents(uid).delete({ documentId });
    deleted[uid] = (deleted[uid] ?? 0) + 1;
  }
  // Counts only: the address is the person's data too.
  strapi.log.info(`[cms] droits des personnes : ${records.length} enregistrement(s) supprimé(s) pour une adresse`);
  return deleted;
}

/** The admin routes behind the widget (registered with the dashboard's, before the server starts). */
function personRoutes(strapi) {
  const can = (ctx, action) => (uid) => Boolean(ctx.state.userAbility?.can(action, uid));
  const invalid = (ctx) => {
    ctx.status = 400;
    ctx.body = { error: 'Adresse e-mail invalide.' };
  };
  return [
    {
      method: 'GET',
      path: '/adive/personne',
      handler: async (ctx) => {
        const records = await findPerson(strapi, ctx.query.email, can(ctx, READ));
        if (!records) return invalid(ctx);
        ctx.body = { records };
      },
      config: { policies: ['admin::isAuthenticatedAdmin'] },
    },
    {
      method: 'POST',
      path: '/adive/personne/suppression',
      handler: async (ctx) => {
        const deleted = await erasePerson(strapi, ctx.request.body?.email, (uid) => can(ctx, READ)(uid) && can(ctx, DELETE)(uid));
        if (!deleted) return invalid(ctx);
        ctx.body = { deleted };
      },
      config: { policies: ['admin::isAuthenticatedAdmin'] },
    },
  ];
}

module.exports = { erasePerson, findPerson, personRoutes, PERSON_UIDS };
