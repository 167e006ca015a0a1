'use strict';

/**
 * A visitor's rights in minutes (loi n° 001-2021/AN): everything the CMS holds for one e-mail address, across the
 * five collections that hold visitors' data, found and deleted in one action. Served to the admin (admin routes
 * under /adive/personne, behind the "Données d'une personne" widget of the home page), within each editor's rights:
 * a kind they may not read is not searched, one they may not delete is not deleted.
 */

const { accessFor, DELETE, FULL_ACCESS, READ, readsName, within } = require('./access');
const { PERSONAL_DATA } = require('./kinds');
const { rememberErasure } = require('./erasures');
const { adminActor } = require('../journal');
const { strapiTables } = require('../notifications/sending');
/**
 * What an address the site stores can hold (lib/forms/email.ts, the browser's type="email"): nothing else is searched.
 * `%` and `_` are legal there, and wildcards of SQL's LIKE: the match is checked exactly below, whatever Strapi makes
 * of `$eqi` (its 5.4x versions compiled it to a LIKE).
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

const normalised = (email) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/**
 * Every record of `email` in the kinds `access(uid)` opens (within the role's conditions), newest first, and the
 * kinds it does not search (`skipped`: the editor is told so): those it may not read, and those whose address field
 * it may not read (it would learn by address what it may not see). Null for an invalid address.
 * @param {any} strapi @param {unknown} email @param {import('./access').AccessRule} [access]
 */
async function findPerson(strapi, email, access = () => FULL_ACCESS) {
  const address = normalised(email);
  if (address.length > 320 || !EMAIL.test(address)) return null;
  const records = [];
  const skipped = [];
  for (const { uid, labels, nameField: name } of PERSONAL_DATA.filter((collection) => strapi.contentTypes?.[collection.uid])) {
    const allowed = access(uid);
    if (!allowed?.reads('email')) {
      skipped.push(labels.person);
      continue;
    }
    const candidates = await strapi.db.query(uid).findMany({ select: ['documentId', 'createdAt', 'email', ...(readsName(allowed, uid) ? [name] : [])], where: within(allowed, { email: { $eqi: address } }) });
    const rows = candidates.filter((row) => normalised(row.email) === address);
    records.push(...rows.map((row) => ({ uid, label: labels.person, documentId: row.documentId, name: row[name] ?? '', createdAt: row.createdAt })));
  }
  records.sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  return { records, skipped };
}

/**
 * Deletes every record of `email` that `access(uid)` opens (applications with their CV first), each on its own: one
 * that cannot be deleted is counted in `failed` and the others are deleted all the same. Remembered first, `by` whom,
 * so that a restore erases it again (erasures.js): nothing is deleted when it cannot be. Returns counts per kind, the
 * failures and the kinds left aside.
 * @param {any} strapi @param {unknown} email @param {import('./access').AccessRule} [access] @param {string} [by]
 */
async function erasePerson(strapi, email, access = () => FULL_ACCESS, by = 'administration') {
  const found = await findPerson(strapi, email, access);
  if (!found) return null;
  // Searched in full: every record of the address there goes (a role's conditions leave some aside elsewhere).
  const kinds = PERSONAL_DATA.filter(({ uid }) => {
    const allowed = strapi.contentTypes?.[uid] ? access(uid) : null;
    return allowed?.reads('email') && !allowed.where;
  }).map(({ uid }) => uid);
  await rememberErasure(strapiTables(strapi), { email, kinds, records: found.records.map(({ uid, documentId }) => ({ uid, documentId })), by });
  const deleted = {};
  let failed = 0;
  for (const { uid, documentId } of found.records) {
    try {
      await strapi.documents(uid).delete({ documentId });
      deleted[uid] = (deleted[uid] ?? 0) + 1;
    } catch (error) {
      failed += 1;
      strapi.log.error(`[cms] droits des personnes : un enregistrement de ${uid} non supprimé : ${error?.message ?? error}`);
    }
  }
  // Counts only: the address is the person's data too.
  strapi.log.info(`[cms] droits des personnes : ${found.records.length - failed} enregistrement(s) supprimé(s) pour une adresse${failed ? `, ${failed} en échec` : ''}`);
  return { deleted, failed, skipped: found.skipped };
}

/** Both the read and the delete rules of the role, with their conditions; the fields it may read. */
function readAndDelete(strapi, ability) {
  const read = accessFor(strapi, ability, READ);
  const remove = accessFor(strapi, ability, DELETE);
  return (uid) => {
    const [canRead, canDelete] = [read(uid), remove(uid)];
    if (!canRead || !canDelete) return null;
    const where = [canRead.where, canDelete.where].filter(Boolean);
    return { reads: canRead.reads, where: where.length ? { $and: where } : undefined };
  };
}

/** The admin routes behind the widget (POST both: a visitor's address stays out of the access logs' URLs). */
function personRoutes(strapi) {
  const invalid = (ctx) => {
    ctx.status = 400;
    ctx.body = { error: 'Adresse e-mail invalide.' };
  };
  return [
    {
      method: 'POST',
      path: '/adive/personne',
      handler: async (ctx) => {
        const found = await findPerson(strapi, ctx.request.body?.email, accessFor(strapi, ctx.state.userAbility, READ));
        if (!found) return invalid(ctx);
        ctx.body = found;
      },
      config: { policies: ['admin::isAuthenticatedAdmin'] },
    },
    {
      method: 'POST',
      path: '/adive/personne/suppression',
      handler: async (ctx) => {
        let erased;
        try {
          erased = await erasePerson(strapi, ctx.request.body?.email, readAndDelete(strapi, ctx.state.userAbility), adminActor(ctx.state.user));
        } catch (error) {
          strapi.log.error(`[cms] droits des personnes : effacement non noté, rien n'a été supprimé : ${error?.message ?? error}`);
          ctx.status = 503;
          ctx.body = { error: "L'effacement n'a pas pu être noté (voir le journal du CMS) : rien n'a été supprimé." };
          return;
        }
        if (!erased) return invalid(ctx);
        ctx.body = erased;
      },
      config: { policies: ['admin::isAuthenticatedAdmin'] },
    },
  ];
}

module.exports = { erasePerson, findPerson, personRoutes };
