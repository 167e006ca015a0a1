'use strict';

/**
 * What an admin's role opens of a kind of record, as the content manager itself decides it: null when the role may
 * not do `action` on it, else the conditions of the role (`where`, e.g. "created by me", for Strapi's query engine)
 * and which fields it may read (`reads(field)`). Every custom admin route answers within both: a record outside the
 * conditions is not found, a field the role may not read is neither returned nor searched or filtered on (searching
 * by a field tells its value as surely as showing it).
 */
const { nameFieldOf } = require('./kinds');

const READ = 'plugin::content-manager.explorer.read';
const DELETE = 'plugin::content-manager.explorer.delete';

/**
 * @typedef {{ where?: object, reads: (field: string) => boolean }} Access
 * @typedef {(uid: string) => Access | null} AccessRule
 */

/** Every record, every field: the CMS's own jobs (retention, tests), never an editor's request. */
const FULL_ACCESS = Object.freeze({ where: undefined, reads: () => true });

/** @returns {AccessRule} */
function accessFor(strapi, ability, action = READ) {
  return (uid) => {
    if (!ability?.can(action, uid)) return null;
    const manager = strapi.service('admin::permission').createPermissionsManager({ ability, action, model: uid });
    return { where: manager.getQuery() ?? undefined, reads: (field) => Boolean(ability.can(READ, uid, field)) };
  };
}

/** Whether `access` may read the requester's name in `uid`. */
const readsName = (access, uid) => Boolean(access?.reads(nameFieldOf(uid)));

const SUPER_ADMIN = 'strapi-super-admin';
/** Whether the admin user is a super administrator (the decisions and records kept for them alone). */
const isSuperAdmin = (user) => Boolean(user?.roles?.some((role) => role.code === SUPER_ADMIN));

/** `where` within an access's conditions. */
const within = (access, where) => (access?.where ? { $and: [access.where, where] } : where);

module.exports = { accessFor, FULL_ACCESS, isSuperAdmin, readsName, within, READ, DELETE };
