'use strict';

const { desiredConfiguration } = require('./request-lists');

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

describe('the admin lists of requests', () => {
  it('show newest first with status and e-mail columns, the follow-up named in French, what the CMS keeps read-only', () => {
    const desired = desiredConfiguration(current, ['nom', 'createdAt', 'statut', 'email_etat']);
    expect(desired.settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', mainField: 'nom' });
    expect(desired.layouts.list).toEqual(['nom', 'createdAt', 'statut', 'email_etat']);
    expect(desired.metadatas.createdAt.list.label).toBe('Reçu le');
    expect(desired.metadatas.createdAt.edit.label).toBe('createdAt');
    expect(desired.metadatas.email_etat).toMatchObject({ list: { label: "E-mail à l'équipe" }, edit: { label: "E-mail à l'équipe", editable: false } });
    expect(desired.metadatas.statut.edit).toMatchObject({ label: 'Statut', editable: true });
    expect(desired.metadatas.traitee_par.edit).toMatchObject({ label: 'Traitée par', editable: false });
    expect(desired.metadatas.rouverte_le.edit).toMatchObject({ label: 'Rouverte le', editable: false, description: expect.stringMatching(/conservation repart de cette date/) });
    expect(desired.metadatas.nom.edit).toEqual({ label: 'nom', editable: true, visible: true });
    // The send lease is hidden, and taken out of the entry's rows.
    expect(desired.metadatas.envoi_bail.edit.visible).toBe(false);
    expect(desired.layouts.edit).toEqual([[{ name: 'nom', size: 6 }], [{ name: 'statut', size: 6 }]]);
    // Applied again, nothing changes: the start does not rewrite it each time.
    expect(desiredConfiguration(desired, ['nom', 'createdAt', 'statut', 'email_etat'])).toEqual(desired);
  });
});
