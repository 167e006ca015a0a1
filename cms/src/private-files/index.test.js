'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Readable } = require('node:stream');
const { deletePrivateFilesWith, extendUploadProvider, isValidLink, openPrivateFile, PRIVATE_PATH, signedPath, LINK_SECONDS } = require('.');

const env = { APP_KEYS: 'cle-a,cle-b' };

function linkParts(link) {
  const url = new URL(link, 'http://cms');
  return { name: url.pathname.split('/').pop(), expires: url.searchParams.get('expires'), sig: url.searchParams.get('signature') };
}

describe('signed links of private files', () => {
  const now = Date.UTC(2026, 10, 26, 12);

  it('are valid for LINK_SECONDS, for their file only, and only with the same keys', () => {
    const { name, expires, sig } = linkParts(signedPath('cv_abc123.pdf', { now, env }));
    expect(name).toBe('cv_abc123.pdf');
    expect(isValidLink(name, expires, sig, { now, env })).toBe(true);
    expect(isValidLink(name, expires, sig, { now: now + LINK_SECONDS * 1000 + 1000, env })).toBe(false);
    expect(isValidLink('cv_abc124.pdf', expires, sig, { now, env })).toBe(false);
    expect(isValidLink(name, String(Number(expires) + 3600), sig, { now, env })).toBe(false);
    expect(isValidLink(name, expires, sig, { now, env: { APP_KEYS: 'autre' } })).toBe(false);
    expect(isValidLink(name, expires, undefined, { now, env })).toBe(false);
  });

  it('refuse names that could leave the private folder', () => {
    for (const name of ['../.env', 'a/b.pdf', '.pdf', 'x.pdf\0']) {
      const { expires, sig } = linkParts(signedPath('cv.pdf', { now, env }));
      expect(isValidLink(name, expires, sig, { now, env })).toBe(false);
    }
  });
});

describe('the upload provider, extended', () => {
  let dir;
  let strapi;
  let local;
  let records;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prive-'));
    local = { upload: jest.fn(), uploadStream: jest.fn(), delete: jest.fn(), replace: jest.fn(), replaceStream: jest.fn() };
    const provider = { ...local, extend(methods) { Object.assign(this, methods); } };
    records = [];
    strapi = {
      plugin: () => ({ provider }),
      config: { get: (_key, fallback) => fallback },
      db: { query: () => ({ findOne: async ({ where }) => records.find((r) => r.hash === where.hash && r.ext === where.ext) ?? null }) },
    };
    extendUploadProvider(strapi, { ...env, CMS_PRIVATE_DIR: dir });
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a private upload outside public/uploads and signs its address; public files stay with the local provider', async () => {
    const provider = strapi.plugin('upload').provider;
    const cv = { hash: 'CV_Awa_1a2b3c', ext: '.pdf', path: PRIVATE_PATH, stream: Readable.from([Buffer.from('%PDF-1.7')]) };
    await provider.uploadStream(cv);
    expect(local.uploadStream).not.toHaveBeenCalled();
    expect(fs.readFileSync(path.join(dir, 'CV_Awa_1a2b3c.pdf'), 'utf8')).toBe('%PDF-1.7');
    expect(cv.provider_metadata).toEqual({ private: true });
    expect(cv.url).toBe('/api/fichiers-prives/CV_Awa_1a2b3c.pdf');
    const stored = { hash: cv.hash, ext: cv.ext, url: cv.url, provider_metadata: cv.provider_metadata, name: 'CV Awa.pdf' };
    expect(provider.isPrivate()).toBe(true);
    const { url } = await provider.getSignedUrl(stored);
    expect(url).toMatch(/^\/api\/fichiers-prives\/CV_Awa_1a2b3c\.pdf\?expires=\d+&signature=[\w-]+$/);

    records.push(stored);
    const { name, expires, sig } = linkParts(url);
    const found = await openPrivateFile(strapi, { name, expires, signature: sig }, { ...env, CMS_PRIVATE_DIR: dir });
    expect(found?.file).toBe(path.join(dir, 'CV_Awa_1a2b3c.pdf'));
    expect(await openPrivateFile(strapi, { name, expires, signature: 'x' }, { ...env, CMS_PRIVATE_DIR: dir })).toBeNull();

    const picture = { hash: 'photo_1', ext: '.jpg', url: '/uploads/photo_1.jpg' };
    await provider.uploadStream(picture);
    expect(local.uploadStream).toHaveBeenCalledWith(picture, undefined);
    expect(await provider.getSignedUrl(picture)).toEqual({ url: '/uploads/photo_1.jpg' });

    await provider.delete(stored);
    expect(fs.existsSync(path.join(dir, 'CV_Awa_1a2b3c.pdf'))).toBe(false);
    expect(local.delete).not.toHaveBeenCalled();
  });

  it("keeps a replaced CV private (Strapi's \"Replace media\"), and leaves pictures' replacement to the local provider", async () => {
    const provider = strapi.plugin('upload').provider;
    const old = { hash: 'CV_Awa_1', ext: '.pdf', provider_metadata: { private: true } };
    fs.writeFileSync(path.join(dir, 'CV_Awa_1.pdf'), 'ancien');
    const replacement = { hash: 'CV_Awa_2', ext: '.pdf', stream: Readable.from([Buffer.from('%PDF-nouveau')]) };
    await provider.replaceStream(replacement, old);
    expect(local.replaceStream).not.toHaveBeenCalled();
    expect(fs.existsSync(path.join(dir, 'CV_Awa_1.pdf'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'CV_Awa_2.pdf'), 'utf8')).toBe('%PDF-nouveau');
    expect(replacement.provider_metadata).toEqual({ private: true });

    const picture = { hash: 'photo_2', ext: '.jpg' };
    await provider.replaceStream(picture, { hash: 'photo_1', ext: '.jpg', provider_metadata: null });
    expect(local.replaceStream).toHaveBeenCalledTimes(1);
  });

  it('never serves a public file by a signed link', async () => {
    records.push({ hash: 'photo_1', ext: '.jpg' });
    fs.writeFileSync(path.join(dir, 'photo_1.jpg'), 'x');
    const { name, expires, sig } = linkParts(signedPath('photo_1.jpg', { env }));
    expect(await openPrivateFile(strapi, { name, expires, signature: sig }, { ...env, CMS_PRIVATE_DIR: dir })).toBeNull();
  });
});

describe('deletePrivateFilesWith', () => {
  function fakeStrapi(document) {
    const middlewares = [];
    const remove = jest.fn(async () => undefined);
    return {
      remove,
      run: (context, next) => middlewares[0](context, next),
      documents: Object.assign(() => ({ findOne: async () => document }), { use: (middleware) => middlewares.push(middleware) }),
      plugin: () => ({ service: () => ({ remove }) }),
    };
  }

  it("removes a deleted application's private CV, after the record is gone", async () => {
    const cv = { id: 3, hash: 'CV_Awa_1', ext: '.pdf', provider_metadata: { private: true } };
    const strapi = fakeStrapi({ documentId: 'd1', cv });
    deletePrivateFilesWith(strapi, 'api::candidature.candidature', 'cv');
    const order = [];
    strapi.remove.mockImplementation(async () => order.push('file'));
    await strapi.run({ uid: 'api::candidature.candidature', action: 'delete', params: { documentId: 'd1' } }, async () => order.push('record'));
    expect(strapi.remove).toHaveBeenCalledWith(cv);
    expect(order).toEqual(['record', 'file']);
  });

  it('leaves public files, other actions and other types alone', async () => {
    const strapi = fakeStrapi({ documentId: 'd1', cv: { id: 4, hash: 'photo', ext: '.jpg', provider_metadata: null } });
    deletePrivateFilesWith(strapi, 'api::candidature.candidature', 'cv');
    const next = jest.fn(async () => 'ok');
    await strapi.run({ uid: 'api::candidature.candidature', action: 'delete', params: { documentId: 'd1' } }, next);
    await strapi.run({ uid: 'api::candidature.candidature', action: 'update', params: { documentId: 'd1' } }, next);
    await strapi.run({ uid: 'api::blog.blog', action: 'delete', params: { documentId: 'd1' } }, next);
    expect(next).toHaveBeenCalledTimes(3);
    expect(strapi.remove).not.toHaveBeenCalled();
  });
});
