'use strict';

/**
 * Lists visitors' requests in the admin newest first, with the date received, the team's status and the firm
 * e-mail's state as columns (the visitor's address is searched, not shown: five columns fit a 1280 px screen) (each can be filtered from the list's Filters button), and names the follow-up fields in
 * French on the entry, those the CMS keeps itself read-only. Reapplied at every start when it differs: an editor's
 * later column changes stay as long as these columns are there.
 */
const { KINDS } = require('../requests/kinds');
const { EMAIL_LABELS, LEASE } = require('../requests/email-fields');

const REQUEST_LISTS = Object.fromEntries(KINDS.map((kind) => [kind.uid, kind.listColumns]));

/** Column titles editors read, where a field's own name would not do. */
const LABELS = {
  createdAt: 'Reçu le',
  intitule_offre: 'Offre',
  statut: 'Statut',
  traitee_le: 'Traitée le',
  traitee_par: 'Traitée par',
  rouverte_le: 'Rouverte le',
  note_interne: 'Note interne',
  suppression_prevue_le: 'Suppression prévue le',
  ...EMAIL_LABELS,
};

/** What an editor reads under a field. */
const DESCRIPTIONS = {
  suppression_prevue_le: 'Cette fiche sera supprimée ce jour-là (avec le CV pour une candidature) : délai compté depuis « Traitée le », sinon depuis sa réouverture (« Rouverte le »), sinon depuis la réception ; jamais tant qu’elle est « en cours ».',
  rouverte_le: 'Repassée de « traitée » ou « sans suite » à « nouvelle » ou « en cours » ce jour-là : sa conservation repart de cette date.',
  statut: "« traitée » ou « sans suite » enregistre la date et votre nom ; « nouvelle » depuis plus de 48 h figure au point quotidien et sur l'accueil.",
  note_interne: "Pour l'équipe seulement : jamais envoyée au visiteur.",
};

/** The team's follow-up of a request: named in French on the entry too. */
const FOLLOW_UP = new Set(['statut', 'note_interne', 'suppression_prevue_le', 'traitee_le', 'traitee_par', 'rouverte_le', ...Object.keys(EMAIL_LABELS)]);
/** Kept by the CMS itself (follow-up.js, notifications/outbox.js): shown, never edited. */
const READ_ONLY = new Set(['traitee_le', 'traitee_par', 'rouverte_le', 'suppression_prevue_le', ...Object.keys(EMAIL_LABELS)]);
/** The send lease: of no use to an editor. */
const HIDDEN = new Set([LEASE.token, LEASE.until]);

function editMetadata(name, edit) {
  return {
    ...edit,
    // The request's own fields keep their names on the entry (the CMS schema's, as docs/editors.md lists them).
    ...(FOLLOW_UP.has(name) ? { label: LABELS[name] } : {}),
    ...(DESCRIPTIONS[name] ? { description: DESCRIPTIONS[name] } : {}),
    ...(READ_ONLY.has(name) ? { editable: false } : {}),
    ...(HIDDEN.has(name) ? { visible: false } : {}),
  };
}

/** The configuration this module wants, from Strapi's current one. */
function desiredConfiguration({ settings, metadatas, layouts }, columns) {
  const listed = columns.every((column) => layouts.list.includes(column));
  return {
    settings: { ...settings, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', mainField: columns[0] },
    metadatas: Object.fromEntries(
      Object.entries(metadatas).map(([name, metadata]) => [
        name,
        {
          ...metadata,
          edit: editMetadata(name, metadata.edit ?? {}),
          list: LABELS[name] && metadata.list ? { ...metadata.list, label: LABELS[name], sortable: true } : metadata.list,
        },
      ]),
    ),
    layouts: {
      ...layouts,
      list: listed ? layouts.list : columns,
      // A hidden field is taken out of the edit view's rows too.
      edit: (layouts.edit ?? []).map((row) => row.filter((field) => !HIDDEN.has(field.name))).filter((row) => row.length),
    },
  };
}

async function ensureRequestListViews(strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  let changed = 0;
  for (const [uid, columns] of Object.entries(REQUEST_LISTS)) {
    if (!strapi.contentTypes[uid]) continue;
    const current = await contentTypes.findConfiguration({ uid });
    const desired = desiredConfiguration(current, columns);
    const same = ['settings', 'metadatas', 'layouts'].every((key) => JSON.stringify(current[key]) === JSON.stringify(desired[key]));
    if (same) continue;
    await contentTypes.updateConfiguration({ uid }, desired);
    changed += 1;
  }
  if (changed) strapi.log.info(`[cms] request lists: ${changed} set newest first, with status and e-mail columns`);
  return changed;
}

module.exports = { ensureRequestListViews, desiredConfiguration, REQUEST_LISTS };
