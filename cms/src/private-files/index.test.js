'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Readable } = require('node:stream');
const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { cvFile, deleteCvsWithApplications, recoverRetiredCvs, removeCv, storeCv } = require('.');
const { APPLICATION_UID } = require('../requests/kinds');
const { cvForEditor } = require('./routes');
const { moveCvsOutOfMediaLibrary } = require('./media-library-exit');

const env = { APP_KEYS: 'cle-a,cle-b' };

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prive-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
const withDir = () => ({ ...env, CMS_PRIVATE_DIR: path.join(dir, 'private') });

describe('a CV, kept out of the Media Library', () => {
  it('is written under a random name, readable by the CMS only, and described on its application', async () => {
    const cv = await storeCv(Readable.from([Buffer.from('%PDF-1.7 Awa')]), { name: 'CV Awa.pdf', type: 'application/pdf', extension: '.pdf', env: withDir() });
    expect(cv).toEqual({ fichier: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/), nom: 'CV Awa.pdf', type: 'application/pdf', octets: 12 });
    const file = path.join(dir, 'private', cv.fichier);
    expect(fs.readFileSync(file, 'utf8')).toBe('%PDF-1.7 Awa');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, 'private')).mode & 0o777).toBe(0o700);
    await removeCv(cv, withDir());
    expect(fs.existsSync(file)).toBe(false);
  });

  it('is found on disk only by its own description, and only while its file is there', async () => {
    const cv = await storeCv(Buffer.from('%PDF'), { name: 'CV Awa.pdf', type: 'application/pdf', extension: '.pdf', env: withDir() });
    expect(cvFile(cv, withDir())).toBe(path.join(dir, 'private', cv.fichier));
    // Names that could leave the private folder describe no CV.
    for (const fichier of ['../.env', 'a/b.pdf', '.pdf', 'x.pdf\0']) expect(cvFile({ ...cv, fichier }, withDir())).toBeNull();
    fs.rmSync(path.join(dir, 'private', cv.fichier));
    expect(cvFile(cv, withDir())).toBeNull();
  });

  /** A CMS with applications a1, a2 and their CV files, the middleware registered, and Strapi's transactions. */
  function withApplications() {
    const cvs = { a1: { fichier: 'f1.pdf', nom: 'CV Awa.pdf', type: 'application/pdf', octets: 4 }, a2: { fichier: 'f2.pdf', nom: 'CV Issa.pdf', type: 'application/pdf', octets: 4 } };
    const strapi = createFakeStrapi({ tables: { [APPLICATION_UID]: Object.entries(cvs).map(([documentId, cv], index) => ({ id: index + 1, documentId, cv })) } });
    const middlewares = [];
    // Strapi's db.transaction: the outermost one commits or rolls back and runs the callbacks; nested ones join it.
    let open = null;
    strapi.db.transaction = async (work) => {
      if (open) return work(open);
      const callbacks = { commit: [], rollback: [] };
      open = { onCommit: (cb) => callbacks.commit.push(cb), onRollback: (cb) => callbacks.rollback.push(cb) };
      try {
        const result = await work(open);
        open = null;
        callbacks.commit.forEach((cb) => cb());
        return result;
      } catch (error) {
        open = null;
        callbacks.rollback.forEach((cb) => cb());
        throw error;
      }
    };
    strapi.documents = Object.assign(strapi.documents, { use: (middleware) => middlewares.push(middleware) });
    deleteCvsWithApplications(strapi, withDir());
    fs.mkdirSync(path.join(dir, 'private'));
    for (const cv of Object.values(cvs)) fs.writeFileSync(path.join(dir, 'private', cv.fichier), '%PDF');
    const file = (name) => path.join(dir, 'private', name);
    const remove = (documentId, next = async () => 'supprimée') => middlewares[0]({ uid: APPLICATION_UID, action: 'delete', params: { documentId } }, next);
    return { strapi, file, remove, middleware: (context, next) => middlewares[0](context, next), files: () => fs.readdirSync(path.join(dir, 'private')).sort() };
  }

  it('goes with its application, or stays with it: removed once the deletion is committed, put back when it fails', async () => {
    const { file, remove, files } = withApplications();
    expect(await remove('a1', async () => {
      // While the record's deletion runs, the CV is set aside, not yet gone.
      expect(files()).toEqual(['.supprime-f1.pdf', 'f2.pdf']);
      return 'supprimée';
    })).toBe('supprimée');
    expect(files()).toEqual(['f2.pdf']);
    await expect(remove('a2', async () => {
      throw new Error('database is locked');
    })).rejects.toThrow('database is locked');
    expect(fs.existsSync(file('f2.pdf'))).toBe(true);
    expect(files()).toEqual(['f2.pdf']);
  });

  it('keeps every CV of a bulk delete that fails part-way, as the database keeps every record', async () => {
    const { strapi, remove, files } = withApplications();
    await expect(
      strapi.db.transaction(async () => {
        await remove('a1');
        await remove('a2', async () => {
          throw new Error('the second record could not be deleted');
        });
      }),
    ).rejects.toThrow('could not be deleted');
    expect(files()).toEqual(['f1.pdf', 'f2.pdf']);
  });

  it('stops the deletion when its CV cannot be set aside: the record stays, and the others of a bulk delete too', async () => {
    const { strapi, file, remove, files } = withApplications();
    // Not a regular file (here a folder in its place, as a CV whose permissions went wrong after a restore).
    fs.rmSync(file('f2.pdf'));
    fs.mkdirSync(path.join(file('f2.pdf'), 'x'), { recursive: true });
    const deleteRecord = jest.fn();
    await expect(remove('a2', deleteRecord)).rejects.toThrow(/n'est pas un fichier ordinaire/);
    expect(deleteRecord).not.toHaveBeenCalled();
    await expect(strapi.db.transaction(async () => Promise.all([remove('a1'), remove('a2')]))).rejects.toThrow();
    expect(files()).toEqual(['f1.pdf', 'f2.pdf']);
  });

  it('is put back at start when a deletion stopped half-way left it aside, or removed when its application went', async () => {
    const { strapi, file } = withApplications();
    fs.renameSync(file('f1.pdf'), file('.supprime-f1.pdf'));
    fs.writeFileSync(file('.supprime-f9.pdf'), '%PDF');
    expect(await recoverRetiredCvs(strapi, withDir())).toEqual({ restored: 1, removed: 1 });
    expect(fs.readdirSync(path.join(dir, 'private')).sort()).toEqual(['f1.pdf', 'f2.pdf']);
  });

  it('leaves other actions and types alone', async () => {
    const { middleware, files } = withApplications();
    const other = jest.fn(async () => 'ok');
    await middleware({ uid: 'api::blog.blog', action: 'delete', params: { documentId: 'a1' } }, other);
    await middleware({ uid: APPLICATION_UID, action: 'update', params: { documentId: 'a1' } }, other);
    expect(other).toHaveBeenCalledTimes(2);
    expect(files()).toEqual(['f1.pdf', 'f2.pdf']);
  });

  it('leaves nothing of a CV whose writing failed', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('%PDF-début'));
        this.destroy(new Error('ENOSPC: no space left on device'));
      },
    });
    await expect(storeCv(failing, { name: 'CV Awa.pdf', type: 'application/pdf', extension: '.pdf', env: withDir() })).rejects.toThrow('ENOSPC');
    expect(fs.readdirSync(path.join(dir, 'private'))).toEqual([]);
  });

  it("is given to an editor only when their role may read that application and its name, within the role's conditions", async () => {
    const cv = await storeCv(Buffer.from('%PDF'), { name: 'CV Awa.pdf', type: 'application/pdf', extension: '.pdf', env: withDir() });
    const strapi = createFakeStrapi({ tables: { [APPLICATION_UID]: [{ id: 1, documentId: 'a1', cv }, { id: 2, documentId: 'a2', cv }] } });
    const reads = (...fields) => (field) => fields.includes(field);
    const reader = () => ({ reads: reads('nom', 'email') });
    const given = (access, documentId = 'a1') => cvForEditor(strapi, { documentId, access, env: withDir() });
    expect(await given(() => null)).toBeNull();
    // A role that may read applications but not the applicant's name gets no CV (its name and content say it).
    expect(await given(() => ({ reads: reads('statut', 'email') }))).toBeNull();
    // "Created by me": a role whose condition leaves out a1.
    expect(await given(() => ({ reads: reads('nom'), where: { id: 2 } }))).toBeNull();
    expect(await given(reader)).toEqual({ documentId: 'a1', cv, file: path.join(dir, 'private', cv.fichier) });
    expect(await given(reader, 'inconnue')).toBeNull();
  });
});

/** The Media Library's two tables as Strapi made them, in a database in memory. */
async function mediaLibraryTables() {
  const knex = require('knex')({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await knex.schema.createTable('files', (table) => {
    table.increments('id');
    for (const column of ['name', 'hash', 'ext', 'mime', 'url']) table.string(column);
    table.decimal('size');
  });
  await knex.schema.createTable('files_related_mph', (table) => {
    table.increments('id');
    table.integer('file_id');
    table.integer('related_id');
    table.string('related_type');
    table.string('field');
  });
  return knex;
}

describe('CVs of a database made before they left the Media Library', () => {
  it('are described on their application and their Media Library rows removed; a CV of no application is deleted', async () => {
    const knex = await mediaLibraryTables();
    try {
      await knex('files').insert([
        { id: 1, name: 'CV Awa.pdf', hash: 'CV_Awa_1a', ext: '.pdf', mime: 'application/pdf', url: '/api/fichiers-prives/CV_Awa_1a.pdf', size: 2 },
        { id: 2, name: 'CV Issa.pdf', hash: 'CV_Issa_2b', ext: '.pdf', mime: 'application/pdf', url: '/api/fichiers-prives/CV_Issa_2b.pdf', size: 1 },
        { id: 3, name: 'photo.jpg', hash: 'photo_3c', ext: '.jpg', mime: 'image/jpeg', url: '/uploads/photo_3c.jpg', size: 10 },
      ]);
      await knex('files_related_mph').insert([
        { file_id: 1, related_id: 7, related_type: APPLICATION_UID, field: 'cv' },
        { file_id: 3, related_id: 1, related_type: 'api::blog.blog', field: 'image' },
      ]);
      fs.mkdirSync(path.join(dir, 'private'));
      for (const name of ['CV_Awa_1a.pdf', 'CV_Issa_2b.pdf']) fs.writeFileSync(path.join(dir, 'private', name), '%PDF');
      const strapi = createFakeStrapi({ tables: { [APPLICATION_UID]: [{ id: 7, documentId: 'a7', cv: null }] } });
      Object.assign(strapi.db, { connection: knex });

      expect(await moveCvsOutOfMediaLibrary(strapi, withDir())).toEqual({ moved: 1, orphans: 1 });
      expect(strapi.data[APPLICATION_UID][0].cv).toEqual({ fichier: 'CV_Awa_1a.pdf', nom: 'CV Awa.pdf', type: 'application/pdf', octets: 2048 });
      expect(await knex('files').pluck('id')).toEqual([3]);
      expect(await knex('files_related_mph').pluck('file_id')).toEqual([3]);
      expect(fs.existsSync(path.join(dir, 'private', 'CV_Awa_1a.pdf'))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'private', 'CV_Issa_2b.pdf'))).toBe(false);
      expect(await moveCvsOutOfMediaLibrary(strapi, withDir())).toEqual({ moved: 0, orphans: 0 });
    } finally {
      await knex.destroy();
    }
  });

  it('never removes a CV another process starting at the same time has just moved onto its application', async () => {
    const knex = await mediaLibraryTables();
    try {
      // The other process already described the CV on its application and removed its link, not yet its row.
      await knex('files').insert({ id: 1, name: 'CV Awa.pdf', hash: 'CV_Awa_1a', ext: '.pdf', mime: 'application/pdf', url: '/api/fichiers-prives/CV_Awa_1a.pdf', size: 2 });
      fs.mkdirSync(path.join(dir, 'private'));
      fs.writeFileSync(path.join(dir, 'private', 'CV_Awa_1a.pdf'), '%PDF');
      const strapi = createFakeStrapi({ tables: { [APPLICATION_UID]: [{ id: 7, documentId: 'a7', cv: { fichier: 'CV_Awa_1a.pdf', nom: 'CV Awa.pdf', type: 'application/pdf', octets: 2048 } }] } });
      Object.assign(strapi.db, { connection: knex });
      expect(await moveCvsOutOfMediaLibrary(strapi, withDir())).toEqual({ moved: 0, orphans: 0 });
      expect(fs.existsSync(path.join(dir, 'private', 'CV_Awa_1a.pdf'))).toBe(true);
      expect(await knex('files').pluck('id')).toEqual([]);
    } finally {
      await knex.destroy();
    }
  });
});
