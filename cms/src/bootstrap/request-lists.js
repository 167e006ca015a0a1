'use strict';

/**
 * Lists visitors' requests in the admin newest first, with the date received. Reapplied at every start: an editor's
 * later column changes stay, but the sort order comes back.
 */
const REQUEST_LISTS = {
  'api::devi.devi': ['nom', 'email', 'service', 'createdAt'],
  'api::contact.contact': ['name', 'email', 'subject', 'createdAt'],
  'api::commande.commande': ['nom', 'telephone', 'total', 'createdAt'],
  'api::candidature.candidature': ['nom', 'intitule_offre', 'email', 'createdAt'],
};

/** Column titles editors read, where a field's own name would not do. */
const LABELS = { createdAt: 'Reçu le', intitule_offre: 'Offre' };

async function ensureRequestListViews(strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  let changed = 0;
  for (const [uid, columns] of Object.entries(REQUEST_LISTS)) {
    if (!strapi.contentTypes[uid]) continue;
    const { settings, metadatas, layouts } = await contentTypes.findConfiguration({ uid });
    const sorted = settings.defaultSortBy === 'createdAt' && settings.defaultSortOrder === 'DESC';
    const listed = columns.every((column) => layouts.list.includes(column));
    if (sorted && listed) continue;
    await contentTypes.updateConfiguration(
      { uid },
      {
        settings: { ...settings, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', mainField: columns[0] },
        metadatas: {
          ...metadatas,
          ...Object.fromEntries(
            Object.entries(LABELS)
              .filter(([name]) => metadatas[name])
              .map(([name, label]) => [name, { ...metadatas[name], list: { ...metadatas[name].list, label, sortable: true } }]),
          ),
        },
        layouts: { ...layouts, list: listed ? layouts.list : columns },
      },
    );
    changed += 1;
  }
  if (changed) strapi.log.info(`[cms] request lists: ${changed} set newest first`);
  return changed;
}

module.exports = { ensureRequestListViews, REQUEST_LISTS };
