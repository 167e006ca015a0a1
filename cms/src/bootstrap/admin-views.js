'use strict';

/**
 * How the admin shows each collection to editors (the content manager's configuration): every field named in French
 * (admin-labels.js), and visitors' requests listed newest first with the date received, the team's status, the
 * firm e-mail's state and the language the visitor wrote in as columns (the visitor's address is searched, not shown:
 * six columns fit a 1280 px screen, the language's two letters narrow; each can be filtered from the list's Filters
 * button), newsletter subscriptions newest first with their language, the fields the CMS keeps itself read-only.
 * Reapplied at every start when it differs: an editor's later column changes stay as long as these columns are there.
 */

const { KINDS, SUBSCRIPTIONS } = require('../requests/kinds');
const { EMAIL_FIELDS, LEASE } = require('../requests/email-fields');
const { LABELS, labelOf } = require('./admin-labels');

const REQUEST_LISTS = Object.fromEntries([...KINDS, SUBSCRIPTIONS].map((kind) => [kind.uid, kind.listColumns]));
/** Kept by the CMS itself (follow-up.js, notifications/outbox.js): shown, never edited. */
const READ_ONLY = new Set(['traitee_le', 'traitee_par', 'rouverte_le', 'derniere_activite', 'suppression_prevue_le', ...EMAIL_FIELDS]);
/** Internals of no use to an editor (their schemas hide them too: `visible: false`). */
const HIDDEN = new Set([LEASE.token, LEASE.until, 'cle_envoi']);

function editMetadata(uid, name, edit) {
  const french = labelOf(uid, name);
  return {
    ...edit,
    ...(french ? { label: french.label, ...(french.description ? { description: french.description } : {}) } : {}),
    ...(READ_ONLY.has(name) ? { editable: false } : {}),
    ...(HIDDEN.has(name) ? { visible: false } : {}),
  };
}

/** The configuration this module wants for `uid`, from Strapi's current one; `columns` for a request kind. */
function desiredConfiguration(uid, { settings, metadatas, layouts }, columns = null) {
  const listed = !columns || columns.every((column) => layouts.list.includes(column));
  return {
    settings: columns ? { ...settings, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', mainField: columns[0] } : settings,
    metadatas: Object.fromEntries(
      Object.entries(metadatas).map(([name, metadata]) => {
        const french = labelOf(uid, name);
        return [
          name,
          {
            ...metadata,
            edit: editMetadata(uid, name, metadata.edit ?? {}),
            list: french && metadata.list ? { ...metadata.list, label: french.label, ...(columns ? { sortable: true } : {}) } : metadata.list,
          },
        ];
      }),
    ),
    layouts: {
      ...layouts,
      list: listed ? layouts.list.filter((field) => !HIDDEN.has(field)) : columns,
      // A hidden field is taken out of the edit view's rows too.
      edit: (layouts.edit ?? []).map((row) => row.filter((field) => !HIDDEN.has(field.name))).filter((row) => row.length),
    },
  };
}

async function ensureAdminViews(strapi) {
  const contentManager = strapi.plugin('content-manager');
  let changed = 0;
  for (const uid of Object.keys(LABELS)) {
    const isComponent = !uid.startsWith('api::');
    if (!(isComponent ? strapi.components?.[uid] : strapi.contentTypes[uid])) continue;
    const service = contentManager.service(isComponent ? 'components' : 'content-types');
    const current = isComponent ? await service.findConfiguration(strapi.components[uid]) : await service.findConfiguration({ uid });
    const desired = desiredConfiguration(uid, current, REQUEST_LISTS[uid]);
    const same = ['settings', 'metadatas', 'layouts'].every((key) => JSON.stringify(current[key]) === JSON.stringify(desired[key]));
    if (same) continue;
    await service.updateConfiguration(isComponent ? strapi.components[uid] : { uid }, desired);
    changed += 1;
  }
  if (changed) strapi.log.info(`[cms] administration : ${changed} collection(s) mise(s) en français`);
  return changed;
}

module.exports = { ensureAdminViews, desiredConfiguration };
