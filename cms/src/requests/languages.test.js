'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { KINDS, SUBSCRIPTIONS } = require('./kinds');
const { LANGUAGES, LANGUAGE_FIELD, ensureLanguages, languageOf, toHandleIn } = require('./languages');
const { LABELS } = require('../bootstrap/admin-labels');

const schemaOf = (uid) => {
  const name = /^api::([\w-]+)\./.exec(uid)?.[1];
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'api', String(name), 'content-types', String(name), 'schema.json'), 'utf8'));
};

describe('the language a visitor wrote in', () => {
  it('is stored on every request and every subscription: the editions, French by default, named and listed in the admin', () => {
    for (const collection of [...KINDS, SUBSCRIPTIONS]) {
      expect({ uid: collection.uid, attribute: schemaOf(collection.uid).attributes[LANGUAGE_FIELD] }).toEqual({
        uid: collection.uid,
        attribute: { type: 'enumeration', enum: LANGUAGES, default: 'fr' },
      });
      expect(collection.listColumns).toContain(LANGUAGE_FIELD);
      expect(LABELS[collection.uid][LANGUAGE_FIELD]).toEqual(['Langue', expect.stringMatching(/fr \(français\), en \(anglais\), ar \(arabe\)/)]);
    }
  });

  it('is French for a record without one (stored before the field) or with anything else', () => {
    expect(languageOf({ langue: 'en' })).toBe('en');
    expect(languageOf({ langue: 'ar' })).toBe('ar');
    expect(languageOf('ar')).toBe('ar');
    for (const none of [{}, { langue: null }, { langue: 'de' }, { langue: 'EN' }, null, undefined, '']) expect(languageOf(none)).toBe('fr');
  });

  it('tells the firm to answer in English or Arabic, and nothing for French', () => {
    expect(toHandleIn({ langue: 'en' })).toBe('À traiter en anglais');
    expect(toHandleIn({ langue: 'ar' })).toBe('À traiter en arabe');
    expect(toHandleIn({ langue: 'fr' })).toBeNull();
    expect(toHandleIn({ langue: null })).toBeNull();
  });

  it('of the records stored before the field is written French at the start, once', async () => {
    const strapi = createFakeStrapi({
      tables: {
        'api::devi.devi': [{ id: 1, nom: 'Awa' }, { id: 2, nom: 'John', langue: 'en' }],
        'api::newsletter.newsletter': [{ id: 3, email: 'a@b.c', langue: null }],
      },
    });
    /** @type {Record<string, { attributes: Record<string, object> }>} */
    const types = {
      'api::devi.devi': { attributes: { langue: {} } },
      'api::newsletter.newsletter': { attributes: { langue: {} } },
      // A Strapi whose type lacks the field: left alone.
      'api::contact.contact': { attributes: {} },
    };
    strapi.contentTypes = types;
    expect(await ensureLanguages(strapi)).toBe(2);
    expect(strapi.data['api::devi.devi'].map((row) => row.langue)).toEqual(['fr', 'en']);
    expect(strapi.data['api::newsletter.newsletter'][0].langue).toBe('fr');
    expect(strapi.logs).toEqual([['info', expect.stringMatching(/^\[cms\] 2 demande\(s\) ou inscription\(s\) sans langue/)]]);
    expect(await ensureLanguages(strapi)).toBe(0);
    // A database that refuses the write: said, and the start goes on.
    types['api::contact.contact'].attributes.langue = {};
    strapi.data['api::contact.contact'] = [{ id: 9, name: 'Awa' }];
    const query = strapi.db.query;
    strapi.db.query = (uid) => (uid === 'api::contact.contact' ? { ...query(uid), updateMany: async () => Promise.reject(new Error('no such column: langue')) } : query(uid));
    expect(await ensureLanguages(strapi)).toBe(0);
    expect(strapi.logs.at(-1)).toEqual(['warn', expect.stringMatching(/^\[cms\] api::contact\.contact : langue des fiches anciennes non écrite \(no such column: langue\)/)]);
    await strapi.close();
  });
});
