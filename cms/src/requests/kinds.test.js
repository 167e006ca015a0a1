'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { KINDS, PERSONAL_DATA, kindOf } = require('./kinds');
const { EMAIL_FIELDS, EMAIL_LABELS } = require('./email-fields');

/** The schema.json of a content type `api::<name>.<name>`. */
function schemaOf(uid) {
  const name = /^api::([\w-]+)\./.exec(uid)?.[1];
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'api', String(name), 'content-types', String(name), 'schema.json'), 'utf8'));
}

describe('the registry of request kinds', () => {
  it('matches each kind’s schema: its table, the name and list fields, the follow-up and the e-mail state, the delivery key', () => {
    for (const kind of KINDS) {
      const schema = schemaOf(kind.uid);
      expect(schema.collectionName).toBe(kind.table);
      const attributes = Object.keys(schema.attributes);
      expect(attributes).toContain(kind.nameField);
      for (const column of kind.listColumns.filter((name) => name !== 'createdAt')) expect(attributes).toContain(column);
      for (const name of ['statut', 'traitee_le', 'traitee_par', 'rouverte_le', 'note_interne', 'suppression_prevue_le', ...EMAIL_FIELDS]) {
        expect({ kind: kind.uid, name, present: attributes.includes(name) }).toEqual({ kind: kind.uid, name, present: true });
      }
      expect(attributes.includes('cle_envoi')).toBe(kind.deliveryKey);
      expect((schema.indexes ?? []).some((index) => index.type === 'unique' && index.columns.join() === 'cle_envoi')).toBe(kind.deliveryKey);
    }
    for (const collection of PERSONAL_DATA) expect(Object.keys(schemaOf(collection.uid).attributes)).toContain('email');
  });

  it('names every e-mail field in French, and refuses a uid that is no kind', () => {
    expect(Object.keys(EMAIL_LABELS).sort()).toEqual(EMAIL_FIELDS.filter((name) => !name.startsWith('envoi_')).sort());
    expect(EMAIL_LABELS.accuse_prochain_essai).toBe('Accusé de réception : prochain essai');
    expect(() => kindOf('api::devis.devis')).toThrow(/n'est pas une sorte de demande/);
  });
});
