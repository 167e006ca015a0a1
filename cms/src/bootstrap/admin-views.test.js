'use strict';

const { desiredConfiguration } = require('./admin-views');

const current = {
  settings: { defaultSortBy: 'id', defaultSortOrder: 'ASC', mainField: 'id' },
  metadatas: {
    nom: { edit: { label: 'nom', editable: true, visible: true }, list: { label: 'nom', sortable: true } },
    createdAt: { edit: { label: 'createdAt' }, list: { label: 'createdAt', sortable: true } },
    statut: { edit: { label: 'statut', editable: true, visible: true }, list: { label: 'statut', sortable: true } },
    email_etat: { edit: { label: 'email_etat', editable: true, visible: true }, list: { label: 'email_etat', sortable: true } },
    traitee_par: { edit: { label: 'traitee_par', editable: true, visible: true }, list: { label: 'traitee_par', sortable: true } },
    rouverte_le: { edit: { label: 'rouverte_le', editable: true, visible: true }, list: { label: 'rouverte_le', sortable: true } },
    envoi_bail: { edit: { label: 'envoi_bail', editable: true, visible: true }, list: { label: 'envoi_bail', sortable: true } },
  },
  layouts: { list: ['id', 'nom'], edit: [[{ name: 'nom', size: 6 }, { name: 'envoi_bail', size: 6 }], [{ name: 'statut', size: 6 }]] },
};

describe('the admin views', () => {
  it('show newest first with status and e-mail columns, the follow-up named in French, what the CMS keeps read-only', () => {
    const desired = desiredConfiguration('api::devi.devi', current, ['nom', 'createdAt', 'statut', 'email_etat']);
    expect(desired.settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', mainField: 'nom' });
    expect(desired.layouts.list).toEqual(['nom', 'createdAt', 'statut', 'email_etat']);
    expect(desired.metadatas.createdAt.list.label).toBe('Reçu le');
    expect(desired.metadatas.createdAt.edit.label).toBe('Reçu le');
    expect(desired.metadatas.email_etat).toMatchObject({ list: { label: "E-mail à l'équipe" }, edit: { label: "E-mail à l'équipe", editable: false } });
    expect(desired.metadatas.statut.edit).toMatchObject({ label: 'Statut', editable: true });
    expect(desired.metadatas.traitee_par.edit).toMatchObject({ label: 'Traitée par', editable: false });
    expect(desired.metadatas.rouverte_le.edit).toMatchObject({ label: 'Rouverte le', editable: false, description: expect.stringMatching(/conservation repart de cette date/) });
    expect(desired.metadatas.nom.edit).toEqual({ label: 'Nom', editable: true, visible: true });
    // The send lease is hidden, and taken out of the entry's rows.
    expect(desired.metadatas.envoi_bail.edit.visible).toBe(false);
    expect(desired.layouts.edit).toEqual([[{ name: 'nom', size: 6 }], [{ name: 'statut', size: 6 }]]);
    // Applied again, nothing changes: the start does not rewrite it each time.
    expect(desiredConfiguration('api::devi.devi', desired, ['nom', 'createdAt', 'statut', 'email_etat'])).toEqual(desired);
  });

  it('names every field of every collection an editor opens in French', () => {
    const fs = require('node:fs');
    const path = require('node:path');
    const { LABELS } = require('./admin-labels');
    const api = path.join(__dirname, '..', 'api');
    const hidden = new Set(['cle_envoi', 'envoi_jeton', 'envoi_bail', 'cv']);
    for (const name of fs.readdirSync(api)) {
      const schema = JSON.parse(fs.readFileSync(path.join(api, name, 'content-types', name, 'schema.json'), 'utf8'));
      // Collections the content manager never shows (the field measures' counts): no editor opens them.
      if (schema.pluginOptions?.['content-manager']?.visible === false) continue;
      const uid = `api::${name}.${name}`;
      const unnamed = Object.keys(schema.attributes).filter((field) => !hidden.has(field) && !LABELS[uid]?.[field]);
      expect({ uid, unnamed }).toEqual({ uid, unnamed: [] });
      // The collection's own name is French too, not its attribute's (« Jobdomain », « Modespayment », « Blog »).
      expect(schema.info.displayName).not.toBe(`${name[0]?.toUpperCase()}${name.slice(1)}`);
    }
  });

  it('shows an entry with no configured label as Strapi would, and a blog post in French', () => {
    const post = { settings: {}, metadatas: { titre: { edit: { label: 'titre' }, list: { label: 'titre' } }, slug: { edit: { label: 'slug' }, list: { label: 'slug' } } }, layouts: { list: ['titre'], edit: [[{ name: 'titre', size: 6 }]] } };
    const desired = desiredConfiguration('api::blog.blog', post);
    expect(desired.metadatas.titre).toEqual({ edit: { label: 'Titre' }, list: { label: 'Titre' } });
    expect(desired.metadatas.slug.edit.description).toMatch(/^La fin de son adresse sur le site/);
    expect(desired.settings).toEqual({});
    expect(desired.layouts.list).toEqual(['titre']);
  });
});
