import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRunner, finished, freePort, startEmbeddedCms } from '../scripts/lib/servers.mjs';
import { cvInfo, downloadCv, editorWithRole as makeEditor, eventually, type RoleEditor } from './cmsAdmin';
import { CMS_TOKEN } from './env';
import { TEST_PDF, uniqueTag } from './forms';
import { startMailSink, type MailSink } from './mailSink';

// What the firm holds about people stays within each editor's rights and is never lost or sent by mistake, proved
// on a real Strapi of its own (headless, the nightly retention every 2 s, no mail server at first) through its admin
// API, as the firm's editors and roles would meet it: CVs and the Media Library, a reopened application and the
// retention, a request stored by a process that cannot send. In the "cms-edits" project.

const requireFromRoot = createRequire(join(process.cwd(), 'package.json'));
const seed = requireFromRoot('./cms/src/seed/data.js') as { jobs: { slug: string; date_expiration: string }[] };
const openJob = seed.jobs.find((job) => job.date_expiration >= new Date().toISOString().slice(0, 10))!;
const ADMIN = { email: 'admin@adive.test', password: 'Donnees-Admin-2026' };
const APPLICATION = 'api::candidature.candidature';
/** A recruiter's role as the firm makes it: read and update applications, every field an editor sees. */
const RECRUITER = ['read', 'update'].map((action) => ({
  action: `plugin::content-manager.explorer.${action}`,
  subject: APPLICATION,
  properties: { fields: ['nom', 'email', 'indicatif', 'telephone', 'message', 'intitule_offre', 'offre', 'statut', 'note_interne'] },
  conditions: [],
}));

/** Made when the suite runs (not when Playwright lists it). */
let dataDir: string;
const runner = createRunner({ stdio: 'ignore' });
let cms: Awaited<ReturnType<typeof startEmbeddedCms>>;
let cmsPort: number;
let sink: MailSink | null = null;

const startCms = (env: Record<string, string> = {}) =>
  startEmbeddedCms(runner, {
    port: cmsPort,
    dataDir,
    env: { CMS_TOKEN, CMS_ADMIN_EMAIL: ADMIN.email, CMS_ADMIN_PASSWORD: ADMIN.password, CMS_ADMIN_RATE_LIMIT: 'false', RETENTION_CRON: '*/2 * * * * *', ...env },
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'adive-donnees-'));
  cmsPort = await freePort();
  cms = await startCms();
});

test.afterAll(async () => {
  await sink?.stop();
  runner.stopAll();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function logIn(email: string, password: string) {
  const response = await fetch(`${cms.origin}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(response.status, `login ${email}`).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).data.token as string}`, 'Content-Type': 'application/json' };
}

/** `path` of the CMS's admin API with `headers`: the status and the body as text. */
async function call(headers: Record<string, string>, path: string, init: RequestInit = {}) {
  const response = await fetch(`${cms.origin}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  return { status: response.status, text: await response.text() };
}

/** The accounts behind the headers editorWithRole gives: the editor's address, their user and role ids. */
const accounts = new WeakMap<Record<string, string>, RoleEditor>();

/** A role made as the firm would, with `permissions`, and an editor in it: their session's headers. */
async function editorWithRole(admin: Record<string, string>, name: string, permissions: object[]) {
  const editor = await makeEditor(cms.origin, admin, name, permissions);
  accounts.set(editor.headers, editor);
  return editor.headers;
}

/** An application with its CV, deposited as the site's server does; its documentId. */
async function deposit(name: string, email: string) {
  const form = new FormData();
  form.set('data', JSON.stringify({ nom: name, email, indicatif: '+226', telephone: '70112233', message: 'Disponible.', offre: openJob.slug }));
  form.set('cv', new Blob([TEST_PDF], { type: 'application/pdf' }), 'mon-cv.pdf');
  const response = await fetch(`${cms.api}/candidatures/depot`, { method: 'POST', headers: { Authorization: `Bearer ${CMS_TOKEN}` }, body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).data.documentId as string;
}

/** The database of this CMS, as an operator opens it (to date a request back). */
/** A quote stored through the site's token as the site stores it, `tag` its message and address; its documentId. */
async function storeQuote(name: string, tag: string, { deliveryKey = false } = {}): Promise<string> {
  const data = { nom: name, email: `${tag}@exemple.bf`, phone: '70000000', service: 'Vente en ligne', message: tag, ...(deliveryKey ? { cle_envoi: tag } : {}) };
  const stored = await fetch(`${cms.api}/devis`, { method: 'POST', headers: { Authorization: `Bearer ${CMS_TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ data }) });
  expect(stored.status).toBe(201);
  return (await stored.json()).data.documentId as string;
}

function database() {
  const Database = requireFromRoot('./cms/node_modules/better-sqlite3') as new (file: string) => {
    prepare: (sql: string) => { run: (...args: unknown[]) => unknown; get: (...args: unknown[]) => unknown };
    close: () => void;
  };
  return new Database(join(dataDir, 'data.db'));
}

test('a role made for the news (posts and the Media Library) sees no CV, no CV name and no link by any path; a recruiter opens it from the application', async () => {
  test.setTimeout(120_000);
  const admin = await logIn(ADMIN.email, ADMIN.password);
  const applicant = 'Awa Ouédraogo';
  const documentId = await deposit(applicant, `${uniqueTag('awa')}@exemple.bf`);

  const writer = await editorWithRole(admin, 'Redaction', [
    ...['read', 'create', 'update', 'publish'].map((action) => ({ action: `plugin::content-manager.explorer.${action}`, subject: 'api::blog.blog', properties: action === 'publish' ? {} : { fields: ['titre', 'slug', 'contenu', 'image', 'resume'] }, conditions: [] })),
    ...['read', 'assets.create', 'assets.update', 'assets.download', 'assets.copy-link', 'configure-view'].map((action) => ({ action: `plugin::upload.${action}`, subject: null, properties: {}, conditions: [] })),
  ]);
  // The role has no right on applications: the content manager says so.
  expect((await call(writer, `/content-manager/collection-types/${APPLICATION}`)).status).toBe(403);
  // Every door of the Media Library: the list, its search, the folders, each file by its id, the CV's door.
  const list = await call(writer, '/upload/files?page=1&pageSize=100&sort=createdAt:DESC');
  expect(list.status).toBe(200);
  const files = JSON.parse(list.text).results as { id: number; name: string; url: string }[];
  expect(files.length, 'the seeded pictures are there').toBeGreaterThan(5);
  const lastId = Math.max(...files.map((file) => file.id));
  const doors: [string, { text: string }][] = [
    ['the list', list],
    ['a search of the name', await call(writer, `/upload/files?page=1&pageSize=100&_q=${encodeURIComponent('Ouédraogo')}`)],
    ['a search of « CV »', await call(writer, '/upload/files?page=1&pageSize=100&_q=CV')],
    ['the folders', await call(writer, '/upload/folders')],
    ['the folder structure', await call(writer, '/upload/folder-structure')],
    ...(await Promise.all(Array.from({ length: lastId + 5 }, async (_, index): Promise<[string, { text: string }]> => [`file ${index + 1}`, await call(writer, `/upload/files/${index + 1}`)]))),
  ];
  const showing = doors.filter(([, answer]) => /Ouédraogo|fichiers-prives|"name":"CV /.test(answer.text)).map(([door]) => door);
  expect(showing, 'doors of the Media Library showing the CV to a role without applications').toEqual([]);
  expect((await cvInfo(cms.origin, writer, documentId)).status).toBe(404);
  expect((await downloadCv(cms.origin, writer, documentId)).status).toBe(404);
  // Nor through the public upload API.
  expect([403, 404]).toContain((await fetch(`${cms.api}/upload/files`)).status);

  // A recruiter's role (applications only, no Media Library) opens the CV from the application, with their session.
  const recruiter = await editorWithRole(admin, 'Recrutement', RECRUITER);
  const { status, cv } = await cvInfo(cms.origin, recruiter, documentId);
  expect(status).toBe(200);
  expect(cv).toMatchObject({ nom: `CV ${applicant}.pdf`, type: 'application/pdf' });
  expect((await downloadCv(cms.origin, recruiter, documentId)).bytes.equals(TEST_PDF)).toBe(true);
  expect((await call(recruiter, '/upload/files')).status).toBe(403);
});

test('a CV opens only with a live session whose role may read the application now; each opening is recorded for the super administrator', async () => {
  test.setTimeout(120_000);
  const admin = await logIn(ADMIN.email, ADMIN.password);
  const documentId = await deposit('Fatou Session', `${uniqueTag('session')}@exemple.bf`);
  const recruiter = await editorWithRole(admin, 'Recrutement-session', RECRUITER);
  // Nothing to pass on: the panel's answer holds no link; the file comes with the session only.
  const info = await cvInfo(cms.origin, recruiter, documentId);
  expect(info.status).toBe(200);
  expect(info.text).not.toMatch(/url|signature|expires|fichiers-prives/);
  expect(info.cv).not.toHaveProperty('ouvertures');
  const opened = await downloadCv(cms.origin, recruiter, documentId);
  expect(opened.status).toBe(200);
  expect(opened.bytes.equals(TEST_PDF)).toBe(true);
  expect(opened.headers.get('content-disposition')).toMatch(/^attachment/);
  expect(opened.headers.get('cache-control')).toBe('private, no-store');
  expect((await downloadCv(cms.origin, {}, documentId)).status).toBe(401);
  // Recorded, who and when, and shown to a super administrator only.
  const record = (await cvInfo(cms.origin, admin, documentId)).cv!.ouvertures!;
  expect(record).toEqual([{ par: `Recrutement-session ADIVE <${accounts.get(recruiter)!.email}>`, le: expect.any(String) }]);
  expect(Math.abs(Date.parse(record[0]!.le) - Date.now())).toBeLessThan(60_000);

  // Blocked by the super administrator: refused at the very next request, the session they had included.
  const blocked = await call(admin, `/admin/users/${accounts.get(recruiter)!.userId}`, { method: 'PUT', body: JSON.stringify({ isActive: false }) });
  expect(blocked.status, blocked.text).toBe(200);
  expect((await downloadCv(cms.origin, recruiter, documentId)).status).toBe(401);
  // Stripped of the right: refused too (as if there were no such application).
  const colleague = await editorWithRole(admin, 'Recrutement-retire', RECRUITER);
  expect((await downloadCv(cms.origin, colleague, documentId)).status).toBe(200);
  const stripped = await call(admin, `/admin/roles/${accounts.get(colleague)!.roleId}/permissions`, { method: 'PUT', body: JSON.stringify({ permissions: [] }) });
  expect(stripped.status, stripped.text).toBe(200);
  expect((await downloadCv(cms.origin, colleague, documentId)).status).toBe(404);
  // Logged out: the session ends, and the access with it.
  const leaving = await editorWithRole(admin, 'Recrutement-sortie', RECRUITER);
  expect((await downloadCv(cms.origin, leaving, documentId)).status).toBe(200);
  expect((await call(leaving, '/admin/logout', { method: 'POST', body: '{}' })).status).toBe(200);
  expect((await downloadCv(cms.origin, leaving, documentId)).status).toBe(401);
  expect((await cvInfo(cms.origin, admin, documentId)).cv!.ouvertures).toHaveLength(3);

  // The record goes with the application.
  expect((await call(admin, `/content-manager/collection-types/${APPLICATION}/${documentId}`, { method: 'DELETE' })).status).toBe(200);
  const db = database();
  expect(db.prepare('SELECT COUNT(*) AS n FROM ouvertures_cv WHERE candidature = ?').get(documentId)).toEqual({ n: 0 });
  db.close();
});

test('a role that may not read the address learns nothing by it; the home page computes nothing from a field the role may not read', async () => {
  const admin = await logIn(ADMIN.email, ADMIN.password);
  const email = `${uniqueTag('champs')}@exemple.bf`;
  const documentId = await deposit('Moussa Champs', email);
  const limited = await editorWithRole(admin, 'Statuts', [{ action: 'plugin::content-manager.explorer.read', subject: APPLICATION, properties: { fields: ['nom', 'statut'] }, conditions: [] }]);
  const search = (headers: Record<string, string>) => call(headers, '/adive/personne', { method: 'POST', body: JSON.stringify({ email }) });
  const searched = await search(limited);
  expect(searched.status).toBe(200);
  expect(searched.text).not.toContain(documentId);
  expect(searched.text).not.toContain('Moussa');
  expect(JSON.parse(searched.text)).toEqual({ records: [], skipped: expect.arrayContaining(['Candidature (avec son CV)']) });
  // Nor erased by it.
  const erased = await call(limited, '/adive/personne/suppression', { method: 'POST', body: JSON.stringify({ email }) });
  expect(JSON.parse(erased.text).deleted).toEqual({});
  // A super administrator finds it, by the same address.
  expect(JSON.parse((await search(admin)).text).records.map((record: { documentId: string }) => record.documentId)).toEqual([documentId]);
  // The home page: the status, but not the e-mails' states nor the deletion date.
  const board = JSON.parse((await call(limited, '/adive/tableau')).text) as { kinds: { uid: string; waiting: number | null; failed: object; deletions: number | null }[] };
  expect(board.kinds.map((kind) => kind.uid)).toEqual([APPLICATION]);
  expect(board.kinds[0]).toMatchObject({ waiting: expect.any(Number), failed: { firm: null, acknowledgement: null }, deletions: null });
});

test('nothing is kept for ever: an application « en cours » untouched for six years is deleted, one changed last month stays, one due soon is announced', async () => {
  test.setTimeout(120_000);
  const admin = await logIn(ADMIN.email, ADMIN.password);
  const forgotten = await deposit('Salif Oublié', `${uniqueTag('en-cours-oubliee')}@exemple.bf`);
  const active = await deposit('Awa Suivie', `${uniqueTag('en-cours-suivie')}@exemple.bf`);
  const dueSoon = await deposit('Issa Bientôt', `${uniqueTag('en-cours-bientot')}@exemple.bf`);
  // A recruiter takes each up, as the firm does.
  for (const documentId of [forgotten, active, dueSoon]) {
    const taken = await call(admin, `/content-manager/collection-types/${APPLICATION}/${documentId}`, { method: 'PUT', body: JSON.stringify({ statut: 'en cours' }) });
    expect(taken.status, taken.text).toBe(200);
  }
  const entry = JSON.parse((await call(admin, `/content-manager/collection-types/${APPLICATION}/${active}`)).text).data as { derniere_activite: string; suppression_prevue_le: string };
  // « en cours » has a deletion date too: the bound (36 months by default) after the team's last action.
  expect((Date.parse(entry.suppression_prevue_le) - Date.parse(entry.derniere_activite)) / (30.44 * 86_400_000)).toBeCloseTo(36, 0);
  const db = database();
  const monthsAgo = (months: number) => Date.now() - months * 30.44 * 86_400_000;
  const moveBack = db.prepare('UPDATE candidatures SET created_at = ?, updated_at = ?, derniere_activite = ?, suppression_prevue_le = ? WHERE document_id = ?');
  moveBack.run(monthsAgo(72), monthsAgo(72), monthsAgo(72), monthsAgo(36), forgotten);
  moveBack.run(monthsAgo(72), monthsAgo(1), monthsAgo(1), monthsAgo(-35), active);
  moveBack.run(monthsAgo(72), monthsAgo(35.5), monthsAgo(35.5), monthsAgo(-0.5), dueSoon);
  db.close();
  const exists = async (documentId: string) => (await call(admin, `/content-manager/collection-types/${APPLICATION}/${documentId}`)).status === 200;
  await eventually(async () => !(await exists(forgotten)), 'the forgotten application deleted', 30);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  expect(await exists(active)).toBe(true);
  expect(await exists(dueSoon)).toBe(true);
  // The home page warns of the one due within the month, still open.
  const board = JSON.parse((await call(admin, '/adive/tableau')).text) as { deletions: { documentId: string; statut: string }[] };
  expect(board.deletions).toContainEqual(expect.objectContaining({ documentId: dueSoon, statut: 'en cours' }));
  expect(board.deletions.map((deletion) => deletion.documentId)).not.toContain(active);
});

test('an erasure is remembered without the address (who, when, which records), out of the database, and shown to a super administrator only', async () => {
  const admin = await logIn(ADMIN.email, ADMIN.password);
  const email = `${uniqueTag('effacee')}@exemple.bf`;
  const documentId = await deposit('Mariam Effacée', email);
  // A role made as the firm would for visitors' rights on applications: read them (address included) and delete them.
  const rights = await editorWithRole(admin, 'Droits', [
    { action: 'plugin::content-manager.explorer.read', subject: APPLICATION, properties: { fields: ['nom', 'email', 'statut'] }, conditions: [] },
    { action: 'plugin::content-manager.explorer.delete', subject: APPLICATION, properties: {}, conditions: [] },
  ]);
  const erased = await call(rights, '/adive/personne/suppression', { method: 'POST', body: JSON.stringify({ email }) });
  expect(erased.status, erased.text).toBe(200);
  expect(JSON.parse(erased.text).deleted).toEqual({ [APPLICATION]: 1 });

  const journal = await call(admin, '/adive/effacements');
  expect(journal.status, journal.text).toBe(200);
  expect(JSON.parse(journal.text).erasures[0]).toMatchObject({
    by: expect.stringMatching(/^Droits ADIVE <droits-.+@adive\.test>$/),
    records: [{ uid: APPLICATION, documentId }],
    labels: ['Candidature (avec son CV)'],
  });
  expect((await call(rights, '/adive/effacements')).status).toBe(403);
  // Kept out of the database too (a restore replaces it): a line in CMS_ERASURES_DIR, with the record's id and a keyed
  // hash, never the address.
  const folder = join(dataDir, 'effacements');
  const ledger = readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8')).join('');
  expect(ledger).toContain(documentId);
  for (const text of [ledger, journal.text]) expect(text).not.toContain(email.split('@')[0]!);
});

test('an application received 30 months ago, closed then reopened, is kept with its CV, its deletion counted from the reopening', async () => {
  test.setTimeout(120_000);
  const admin = await logIn(ADMIN.email, ADMIN.password);
  const reopened = await deposit('Issa Rouvert', `${uniqueTag('rouverte')}@exemple.bf`);
  const forgotten = await deposit('Salif Oublié', `${uniqueTag('oubliee')}@exemple.bf`);
  const db = database();
  const monthsAgo = (months: number) => Date.now() - months * 30.44 * 86_400_000;
  // Received 30 months ago; one was closed (« traitée ») 23 months ago, the other never handled.
  db.prepare(`UPDATE candidatures SET created_at = ?, statut = 'traitée', traitee_le = ? WHERE document_id = ?`).run(monthsAgo(30), monthsAgo(23), reopened);
  db.prepare('UPDATE candidatures SET created_at = ? WHERE document_id = ?').run(monthsAgo(30), forgotten);
  db.close();
  // Retention runs every 2 s: the other one, never handled, shows that it does.
  await eventually(async () => (await call(admin, `/content-manager/collection-types/${APPLICATION}/${forgotten}`)).status === 404, 'the expired application deleted', 30);

  // A recruiter reopens it: the candidate is back in the running.
  const entry = `/content-manager/collection-types/${APPLICATION}/${reopened}`;
  expect((await call(admin, entry)).status).toBe(200);
  const updated = await call(admin, entry, { method: 'PUT', body: JSON.stringify({ statut: 'nouvelle' }) });
  expect(updated.status, updated.text).toBe(200);
  const record = JSON.parse((await call(admin, entry)).text).data as { statut: string; rouverte_le: string; suppression_prevue_le: string };
  expect(record.statut).toBe('nouvelle');
  const months = (Date.parse(record.suppression_prevue_le) - Date.now()) / (30.44 * 86_400_000);
  expect(months).toBeGreaterThan(23.5);
  expect(months).toBeLessThan(24.5);
  // Several retention runs later: still there, and its CV too.
  await new Promise((resolve) => setTimeout(resolve, 7000));
  expect((await call(admin, entry)).status).toBe(200);
  expect((await downloadCv(cms.origin, admin, reopened)).status).toBe(200);
});

test('an application and its CV go together: a bulk delete that fails part-way keeps every CV, one that succeeds removes them', async () => {
  test.setTimeout(120_000);
  const admin = await logIn(ADMIN.email, ADMIN.password);
  const first = await deposit('Awa Lot', `${uniqueTag('lot-a')}@exemple.bf`);
  const second = await deposit('Issa Lot', `${uniqueTag('lot-b')}@exemple.bf`);
  const cvFile = async (documentId: string) => {
    const entry = JSON.parse((await call(admin, `/content-manager/collection-types/${APPLICATION}/${documentId}`)).text).data as { cv: { fichier: string } };
    return join(dataDir, 'private', entry.cv.fichier);
  };
  const files = { first: await cvFile(first), second: await cvFile(second) };
  // The second CV cannot be removed (a folder in its place, as a file whose permissions went wrong).
  rmSync(files.second);
  mkdirSync(join(files.second, 'bloque'), { recursive: true });
  const bulk = () => call(admin, `/content-manager/collection-types/${APPLICATION}/actions/bulkDelete`, { method: 'POST', body: JSON.stringify({ documentIds: [first, second] }) });
  const refused = await bulk();
  expect(refused.status, refused.text).not.toBe(200);
  // The database kept both records: both keep their CV.
  for (const documentId of [first, second]) expect((await call(admin, `/content-manager/collection-types/${APPLICATION}/${documentId}`)).status).toBe(200);
  expect(existsSync(files.first)).toBe(true);
  expect((await downloadCv(cms.origin, admin, first)).status).toBe(200);

  rmSync(files.second, { recursive: true });
  writeFileSync(files.second, TEST_PDF);
  expect((await bulk()).status).toBe(200);
  for (const documentId of [first, second]) expect((await call(admin, `/content-manager/collection-types/${APPLICATION}/${documentId}`)).status).toBe(404);
  expect(existsSync(files.first) || existsSync(files.second)).toBe(false);
  expect(readdirSync(join(dataDir, 'private')).filter((name) => name.startsWith('.'))).toEqual([]);
});

test("an editor's duplicate of a quote kept offline is a new quote, without the original's delivery key", async () => {
  const admin = await logIn(ADMIN.email, ADMIN.password);
  const key = uniqueTag('cle');
  const original = await storeQuote('Awa Copie', key, { deliveryKey: true });
  const copy = await call(admin, `/content-manager/collection-types/api::devi.devi/clone/${original}`, { method: 'POST', body: JSON.stringify({ nom: 'Awa Copie (2)' }) });
  expect(copy.status, copy.text).toBe(200);
  const copied = JSON.parse(copy.text).data as { documentId: string; statut: string; cle_envoi: string | null };
  expect(copied.documentId).not.toBe(original);
  expect(copied).toMatchObject({ statut: 'nouvelle', cle_envoi: null });
});

test('a request stored by a process that cannot send waits for one that can, and the admin says none can meanwhile', async () => {
  test.setTimeout(180_000);
  const admin = await logIn(ADMIN.email, ADMIN.password);
  const tag = uniqueTag('sans-smtp');
  const quote = await storeQuote('Mariam Attente', tag);
  const entry = JSON.parse((await call(admin, `/content-manager/collection-types/api::devi.devi/${quote}`)).text).data;
  expect(entry).toMatchObject({ email_etat: 'en attente', accuse_etat: 'en attente' });
  const state = JSON.parse((await call(admin, '/adive/envois')).text);
  expect(state).toMatchObject({ thisProcess: false, senders: { alive: false }, hold: null });
  expect(state.waiting).toBeGreaterThanOrEqual(2);

  // The CMS restarted with a mail server: what waited leaves, once.
  const exited = finished(cms.process);
  process.kill(-cms.process.pid!, 'SIGTERM');
  await exited;
  const smtpPort = await freePort();
  sink = await startMailSink(smtpPort);
  cms = await startCms({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_TIMEOUT_MS: '2000', NOTIFY_EMAIL: 'equipe@adive.test', MAIL_SWEEP_SECONDS: '1' });
  const firm = () => sink!.mails.filter((mail) => mail.to.includes('equipe@adive.test') && mail.text.includes(tag));
  const acknowledgement = () => sink!.mails.filter((mail) => mail.to.includes(`${tag}@exemple.bf`));
  await eventually(async () => firm().length > 0 && acknowledgement().length > 0, 'the waiting e-mails sent', 30);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(firm()).toHaveLength(1);
  expect(acknowledgement()).toHaveLength(1);
  const admin2 = await logIn(ADMIN.email, ADMIN.password);
  const after = JSON.parse((await call(admin2, '/adive/envois')).text);
  expect(after).toMatchObject({ thisProcess: true, senders: { alive: true }, hold: null });

  // An operator suspends sending (as a restore does); a request comes in and waits, and so does Strapi's own e-mail
  // (an admin's password reset asked on the held copy); the team decides in the admin.
  const cmsEnv = { ...process.env, DATABASE_FILENAME: join(dataDir, 'data.db'), CMS_PUBLIC_DIR: join(dataDir, 'public'), CMS_PRIVATE_DIR: join(dataDir, 'private') };
  const cmsMail = (action: string) => spawnSync(process.execPath, ['cms/scripts/mail.js', action], { env: cmsEnv, encoding: 'utf8' }).stdout;
  expect(cmsMail('suspendre')).toMatch(/envois SUSPENDUS/);
  const heldTag = uniqueTag('suspendu');
  await storeQuote('Issa Suspendu', heldTag);
  const resetAsked = () => call({ 'Content-Type': 'application/json' }, '/admin/forgot-password', { method: 'POST', body: JSON.stringify({ email: ADMIN.email }) });
  expect((await resetAsked()).status).toBe(204);
  const resetMails = () => sink!.mails.filter((mail) => mail.to.includes(ADMIN.email));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(sink!.mails.filter((mail) => mail.text.includes(heldTag) || mail.to.includes(`${heldTag}@exemple.bf`))).toEqual([]);
  expect(resetMails(), "Strapi's password reset e-mail on a held CMS").toEqual([]);
  const suspended = JSON.parse((await call(admin2, '/adive/envois')).text);
  expect(suspended).toMatchObject({ hold: { reason: "suspendu par l'exploitant" }, waiting: 2, canDecide: true });
  // Who suspended: the operator's account, kept in the CMS (not only in a log).
  expect(suspended.decisions[0]).toMatchObject({ label: "envois suspendus (suspendu par l'exploitant)", by: expect.stringMatching(/^exploitant .+@.+ \(npm run cms:mail -- suspendre\)$/) });
  // Only a super administrator decides.
  const recruiter = await editorWithRole(admin2, 'Decision', [{ action: 'plugin::content-manager.explorer.read', subject: 'api::devi.devi', properties: { fields: ['nom'] }, conditions: [] }]);
  expect(JSON.parse((await call(recruiter, '/adive/envois')).text).canDecide).toBe(false);
  expect((await call(recruiter, '/adive/envois/abandonner', { method: 'POST', body: '{}' })).status).toBe(403);
  const dropped = await call(admin2, '/adive/envois/abandonner', { method: 'POST', body: '{}' });
  expect(JSON.parse(dropped.text)).toEqual({ dropped: 2 });
  const after2 = JSON.parse((await call(admin2, '/adive/envois')).text);
  expect(after2).toMatchObject({ hold: null, waiting: 0 });
  expect(after2.decisions[0]).toMatchObject({ label: '2 e-mail(s) abandonné(s), envois repris', by: `Admin ADIVE <${ADMIN.email}>` });
  expect(cmsMail('etat')).toContain(`: 2 e-mail(s) abandonné(s), envois repris, par Admin ADIVE <${ADMIN.email}>.`);
  // Sending again: Strapi's own e-mails leave too (the mail server does receive them: the check above could fail).
  expect((await resetAsked()).status).toBe(204);
  await eventually(async () => resetMails().length === 1, "Strapi's password reset e-mail once sending is back", 20);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(sink!.mails.filter((mail) => mail.text.includes(heldTag) || mail.to.includes(`${heldTag}@exemple.bf`))).toEqual([]);
  const entry2 = await call(admin2, `/content-manager/collection-types/api::devi.devi?filters[message][$eq]=${heldTag}`);
  expect(JSON.parse(entry2.text).results[0]).toMatchObject({ email_etat: 'échec', email_erreur: "Non envoyé : abandonné par l'équipe pendant la suspension des envois." });
});

test("the welcome e-mail's unsubscribe link spells the address nowhere, and it unsubscribes", async () => {
  // The CMS of the test before: with its mail server, sending again.
  const address = `${uniqueTag('lettre')}@exemple.bf`;
  const site = { Authorization: `Bearer ${CMS_TOKEN}`, 'Content-Type': 'application/json' };
  const subscribed = await fetch(`${cms.api}/newsletters`, { method: 'POST', headers: site, body: JSON.stringify({ data: { nom: 'Lettre', email: address } }) });
  expect(subscribed.status, await subscribed.clone().text()).toBe(201);
  await eventually(async () => sink!.mails.some((mail) => mail.to.includes(address)), 'the welcome e-mail');
  const link = /(http\S+\/desinscription\?\S+)/.exec(sink!.mails.find((mail) => mail.to.includes(address))!.text)![1]!;
  const token = new URL(link).searchParams.get('jeton')!;
  const [local] = address.split('@') as [string];
  for (const text of [address, local]) {
    for (const spelling of [text, encodeURIComponent(text), ...(['base64', 'base64url', 'hex'] as const).map((encoding) => Buffer.from(text).toString(encoding).replace(/=+$/, ''))]) {
      expect(link, spelling).not.toContain(spelling);
    }
  }
  // Read as base64 anyway, it holds nothing readable of the address.
  expect(Buffer.from(token.split('.')[0]!, 'base64url').toString('latin1')).not.toContain(local);
  const unsubscribed = await fetch(`${cms.api}/newsletters/desinscription`, { method: 'POST', headers: site, body: JSON.stringify({ jeton: token }) });
  expect(await unsubscribed.json()).toEqual({ status: 'removed' });
});
