'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createFakeStrapi, refuseDeleting } = require('../bootstrap/fakeStrapi');
const { ensureJournalTable } = require('../journal');
const { erasuresInFolders, erasuresInJournal } = require('./erasures');
const { erasePerson, findPerson } = require('./person');

// Where erasures are remembered (requests/erasures.js), a folder of each test; the fakes' databases, closed after it.
let ledger;
const opened = [];
beforeEach(() => {
  ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-effacements-test-'));
  Object.assign(process.env, { CMS_ERASURES_DIR: ledger, APP_KEYS: 'test' });
});
afterEach(async () => {
  for (const strapi of opened.splice(0)) await strapi.close();
  fs.rmSync(ledger, { recursive: true, force: true });
});

async function cms() {
  const at = (day) => new Date(`2026-11-${day}T10:00:00Z`);
  const strapi = createFakeStrapi({
    tables: {
      'api::devi.devi': [{ id: 1, documentId: 'd1', nom: 'Awa', email: 'awa@exemple.bf', createdAt: at(10) }, { id: 2, documentId: 'd2', nom: 'Issa', email: 'issa@exemple.bf', createdAt: at(11) }],
      'api::contact.contact': [{ id: 3, documentId: 'c1', name: 'Awa O.', email: 'Awa@Exemple.bf', createdAt: at(12) }],
      'api::commande.commande': [{ id: 4, documentId: 'o1', nom: 'Awa', email: 'awa@exemple.bf', createdAt: at(13) }],
      'api::candidature.candidature': [{ id: 5, documentId: 'a1', nom: 'Awa', email: 'awa@exemple.bf', createdAt: at(14) }],
      'api::newsletter.newsletter': [{ id: 6, documentId: 'n1', nom: 'awa', email: 'awa@exemple.bf', createdAt: at(15) }],
    },
  });
  opened.push(strapi);
  await ensureJournalTable(strapi.db.connection);
  return { strapi, deleted: strapi.deleted };
}

describe("a person's data", () => {
  it('is found across the five collections, whatever the case of the address, newest first', async () => {
    const { strapi } = await cms();
    const found = await findPerson(strapi, ' AWA@exemple.bf ');
    expect(found?.skipped).toEqual([]);
    expect(found?.records.map((record) => [record.label, record.documentId, record.name])).toEqual([
      ['Inscription à la newsletter', 'n1', 'awa'],
      ['Candidature (avec son CV)', 'a1', 'Awa'],
      ['Commande de livres', 'o1', 'Awa'],
      ['Message de contact', 'c1', 'Awa O.'],
      ['Demande de devis', 'd1', 'Awa'],
    ]);
    expect(await findPerson(strapi, 'pas une adresse')).toBeNull();
  });

  it("is deleted in one action, within the editor's rights and their conditions, and nobody else's", async () => {
    const { strapi, deleted } = await cms();
    // A role without applications, and limited on quotes (say, "created by me": here, quote d9 only).
    strapi.data['api::devi.devi'].push({ id: 7, documentId: 'd9', nom: 'Awa', email: 'awa@exemple.bf', createdAt: new Date('2026-11-20T10:00:00Z') });
    const access = (uid) => (uid === 'api::candidature.candidature' ? null : { reads: () => true, ...(uid === 'api::devi.devi' ? { where: { id: 7 } } : {}) });
    expect(await erasePerson(strapi, 'awa@exemple.bf', access)).toEqual({
      deleted: { 'api::newsletter.newsletter': 1, 'api::commande.commande': 1, 'api::contact.contact': 1, 'api::devi.devi': 1 },
      failed: 0,
      skipped: ['Candidature (avec son CV)'],
    });
    expect(deleted).toEqual(expect.arrayContaining(['d9']));
    expect(deleted).not.toContain('a1');
    expect(deleted).not.toContain('d1');
    expect(strapi.data['api::devi.devi'].map((row) => row.documentId)).toEqual(['d1', 'd2']);
    expect((await erasePerson(strapi, 'awa@exemple.bf'))?.deleted).toEqual({ 'api::candidature.candidature': 1, 'api::devi.devi': 1 });
    expect((await findPerson(strapi, 'awa@exemple.bf'))?.records).toEqual([]);
    expect(JSON.stringify(strapi.logs)).not.toContain('awa');
  });

  it('searches no kind by address for a role that may not read its address, and returns no name it may not read', async () => {
    const { strapi, deleted } = await cms();
    // Applications: the name and the status only; quotes: the address but not the name.
    const access = (uid) => ({ 'api::candidature.candidature': { reads: (field) => ['nom', 'statut'].includes(field) }, 'api::devi.devi': { reads: (field) => field === 'email' } })[uid] ?? null;
    const found = await findPerson(strapi, 'awa@exemple.bf', access);
    expect(found?.records).toEqual([{ uid: 'api::devi.devi', label: 'Demande de devis', documentId: 'd1', name: '', createdAt: expect.any(Date) }]);
    expect(found?.skipped).toEqual(expect.arrayContaining(['Candidature (avec son CV)', 'Message de contact']));
    expect((await erasePerson(strapi, 'awa@exemple.bf', access))?.deleted).toEqual({ 'api::devi.devi': 1 });
    expect(deleted).not.toContain('a1');
  });

  it('deletes what it can when one record cannot be deleted, and says how many could not', async () => {
    const { strapi } = await cms();
    refuseDeleting(strapi, 'a1');
    const erased = await erasePerson(strapi, 'awa@exemple.bf');
    expect(erased?.failed).toBe(1);
    expect(Object.values(erased?.deleted ?? {}).reduce((sum, count) => sum + count, 0)).toBe(4);
    expect((await findPerson(strapi, 'awa@exemple.bf'))?.records.map((record) => record.documentId)).toEqual(['a1']);
  });

  it('is remembered before it is deleted, with who and which records, in the folder and the journal, never the address', async () => {
    const { strapi } = await cms();
    // A role limited on quotes ("created by me"): quotes are not searched in full, and so not named as such.
    const access = (uid) => (uid === 'api::devi.devi' ? { reads: () => true, where: { id: 1 } } : { reads: () => true });
    await erasePerson(strapi, 'Awa@exemple.bf', access, 'Ada Admin <ada@adive.test>');
    const [onDisk] = erasuresInFolders([ledger]).entries;
    expect(onDisk).toMatchObject({ by: 'Ada Admin <ada@adive.test>', kinds: ['api::contact.contact', 'api::commande.commande', 'api::candidature.candidature', 'api::newsletter.newsletter'] });
    expect(onDisk.records.map((record) => record.documentId).sort()).toEqual(['a1', 'c1', 'd1', 'n1', 'o1']);
    expect(await erasuresInJournal(strapi.db.getConnection)).toEqual([onDisk]);
    expect(JSON.stringify(onDisk).toLowerCase()).not.toContain('awa');
  });

  it('deletes nothing when the erasure cannot be remembered', async () => {
    const { strapi } = await cms();
    process.env.CMS_ERASURES_DIR = path.join(ledger, 'fichier');
    fs.writeFileSync(process.env.CMS_ERASURES_DIR, 'pas un dossier');
    await expect(erasePerson(strapi, 'awa@exemple.bf')).rejects.toThrow();
    expect(strapi.deleted).toEqual([]);
  });

  it('searches only an address the site could have stored, and matches it exactly, whatever Strapi makes of $eqi', async () => {
    const { strapi } = await cms();
    strapi.data['api::devi.devi'].push(
      { id: 20, documentId: 'underscore', nom: 'A', email: 'jean_ki@exemple.bf', createdAt: new Date() },
      { id: 21, documentId: 'lookalike', nom: 'B', email: 'jeanxki@exemple.bf', createdAt: new Date() },
    );
    // Strapi 5.4x compiled $eqi to a LIKE, where `_` is any character and `%` any run of them.
    const query = strapi.db.query;
    strapi.db.query = (uid) => ({
      ...query(uid),
      findMany: async ({ where, select }) => {
        const pattern = where.email.$eqi;
        const like = new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/_/g, '.').replace(/%/g, '.*')}$`, 'i');
        const rows = await query(uid).findMany({ select });
        return rows.filter((row) => like.test(String(row.email ?? '')));
      },
    });
    expect((await findPerson(strapi, 'jean_ki@exemple.bf'))?.records.map((record) => record.documentId)).toEqual(['underscore']);
    expect((await findPerson(strapi, '%@exemple.bf'))?.records).toEqual([]);
    for (const invalid of ['awa @exemple.bf', '<awa>@exemple.bf', 'awa@exemple', 'a"b@exemple.bf', 'awa@exemple.bf,issa@exemple.bf']) {
      expect(await findPerson(strapi, invalid)).toBeNull();
    }
  });
});
