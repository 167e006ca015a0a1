'use strict';

/**
 * What an admin's role opens of a kind of request, as the content manager itself decides it: null when the role may
 * not do `action` on it, else the conditions of the role (`where`, e.g. "created by me", for Strapi's query engine)
 * and whether it may read the requester's name.
 */
const { nameFieldOf } = require('./kinds');

const READ = 'plugin::content-manager.explorer.read';
const DELETE = 'plugin::content-manager.explorer.delete';


function accessFor(strapi, ability, action = READ) {
  return (uid) => {
    if (!ability?.can(action, uid)) return null;
    const manager = strapi.service('admin::permission').createPermissionsManager({ ability, action, model: uid });
    return { where: manager.getQuery() ?? undefined, name: Boolean(ability.can(READ, uid, nameFieldOf(uid))) };
  };
}

/** `where` within an access's conditions. */
const within = (access, where) => (access?.where ? { $and: [access.where, where] } : where);

module.exports = { accessFor, within, READ, DELETE };
