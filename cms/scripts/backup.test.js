'use strict';

// The operator's commands (npm run cms:backup, cms:restore, cms:mail) run as they are, on a small SQLite CMS made in
// a temporary folder: what they write, what they refuse, and the modes of what they leave behind.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const { ensureJournalTable } = require('../src/journal');
const { erasuresInFolders, rememberErasure } = require('../src/requests/erasures');

const SCRIPTS = __dirname;

let root;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-sauvegarde-test-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * A CMS's data: a SQLite database (the core store, a quote waiting for its e-mails, an application with its CV and a
 * subscription of the same person), a picture and a CV. Every CMS of a test is on one machine: one signing key and one
 * erasures' ledger (another machine says otherwise in `env`).
 */
function cms(name = 'source') {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'private'), { recursive: true });
  const Database = require('better-sqlite3');
  const database = new Database(path.join(dir, 'data.db'));
  database.exec('CREATE TABLE strapi_core_store_settings (id INTEGER PRIMARY KEY, key TEXT, value TEXT, type TEXT, environment TEXT, tag TEXT)');
  for (const table of ['devis', 'contacts', 'commandes', 'candidatures', 'newsletters']) {
    database.exec(
      `CREATE TABLE ${table} (id INTEGER PRIMARY KEY, document_id TEXT, nom TEXT, email TEXT, created_at INTEGER, cv JSON, email_etat TEXT, email_erreur TEXT, email_prochain_essai TEXT, accuse_etat TEXT, accuse_erreur TEXT, accuse_prochain_essai TEXT)`,
    );
  }
  const before = Date.now() - 60_000;
  database.prepare("INSERT INTO devis (document_id, nom, email, created_at, email_etat, accuse_etat) VALUES ('d1', 'Awa', 'awa@exemple.bf', ?, 'en attente', 'en attente')").run(before);
  database.prepare("INSERT INTO candidatures (document_id, nom, email, created_at, cv) VALUES ('a1', 'Awa', 'awa@exemple.bf', ?, ?)").run(before, JSON.stringify({ fichier: 'f00d.pdf', nom: 'CV Awa.pdf' }));
  database.prepare("INSERT INTO newsletters (document_id, nom, email, created_at) VALUES ('n1', 'Awa', 'Awa@Exemple.bf', ?)").run(before);
  database.close();
  fs.writeFileSync(path.join(dir, 'public', 'uploads', 'photo.png'), 'png');
  fs.writeFileSync(path.join(dir, 'private', 'f00d.pdf'), '%PDF-1.7 Awa');
  return {
    dir,
    env: {
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      CMS_PUBLIC_DIR: path.join(dir, 'public'),
      CMS_PRIVATE_DIR: path.join(dir, 'private'),
      APP_KEYS: 'test',
      BACKUP_SIGNING_KEY: path.join(root, 'signature', 'sauvegardes.key'),
      CMS_ERASURES_DIR: path.join(root, 'effacements'),
    },
  };
}

/** Runs `cms/scripts/<script>.js` with `env` added to a clean environment (no cms/.env settings leak in). */
function run(script, args, env, extraPath) {
  const result = spawnSync(process.execPath, [path.join(SCRIPTS, `${script}.js`), ...args], {
    encoding: 'utf8',
    env: { PATH: extraPath ? `${extraPath}:${process.env.PATH}` : process.env.PATH, HOME: process.env.HOME, BACKUP_AGE_RECIPIENTS: '', BACKUP_SIGNING_PUBLIC_KEY: '', ...env },
  });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

/** The archives in `dir` (their signatures aside). */
const archivesIn = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.endsWith('.minisig')) : []);

/** A program of `bin` that stands in for a real one (made to fail the way a disk or a kill would). */
function fakeProgram(bin, name, script) {
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
}

describe('a backup', () => {
  it('refuses a link inside the uploads or the CV folder with a French message, and writes no archive', () => {
    const source = cms();
    fs.symlinkSync('/etc/hostname', path.join(source.dir, 'public', 'uploads', 'lien.png'));
    const made = run('backup', ['--dir', path.join(root, 'sauvegardes'), '--en-clair'], source.env);
    expect(made.status).toBe(1);
    expect(made.err).toMatch(/^\[sauvegarde\] échec : Le dossier des médias \(.+\) contient 1 lien\(s\) symbolique\(s\) ou fichier\(s\) spécial\(aux\), dont lien\.png/);
    expect(archivesIn(path.join(root, 'sauvegardes'))).toEqual([]);
  });

  it('follows an uploads folder that is itself a link, and restores it', () => {
    const source = cms();
    const elsewhere = path.join(root, 'disque', 'uploads');
    fs.mkdirSync(path.dirname(elsewhere), { recursive: true });
    fs.renameSync(path.join(source.dir, 'public', 'uploads'), elsewhere);
    fs.symlinkSync(elsewhere, path.join(source.dir, 'public', 'uploads'));
    const made = run('backup', ['--dir', path.join(root, 'sauvegardes'), '--en-clair'], source.env);
    expect(made.err).toBe('');
    expect(made.status).toBe(0);
    const [archive] = archivesIn(path.join(root, 'sauvegardes'));
    const target = cms('cible');
    fs.rmSync(target.dir, { recursive: true });
    const restored = run('restore', [path.join(root, 'sauvegardes', archive)], target.env);
    expect(restored.err).toBe('');
    expect(fs.readFileSync(path.join(target.dir, 'public', 'uploads', 'photo.png'), 'utf8')).toBe('png');
  });

  it('checks what it wrote before saying ok: an archive missing a file is no backup', () => {
    const source = cms();
    // A tar that leaves the CVs out of what it writes (a full disk, a bug): the manifest lists one that is not there.
    const bin = path.join(root, 'bin');
    fakeProgram(bin, 'tar', `case "$1" in -c*) exec ${spawnSync('sh', ['-c', 'command -v tar'], { encoding: 'utf8' }).stdout.trim()} --exclude=./private/f00d.pdf "$@";; *) exec ${spawnSync('sh', ['-c', 'command -v tar'], { encoding: 'utf8' }).stdout.trim()} "$@";; esac`);
    const made = run('backup', ['--dir', path.join(root, 'sauvegardes'), '--en-clair'], source.env, bin);
    expect(made.status).toBe(1);
    expect(made.err).toMatch(/^\[sauvegarde\] échec : sauvegarde inutilisable, rien n'a été écrit : Archive incomplète : 1 fichier\(s\) manquant\(s\), dont private\/f00d\.pdf/);
    expect(archivesIn(path.join(root, 'sauvegardes'))).toEqual([]);
  });

  it('leaves nothing readable by others when it fails half-way', () => {
    const source = cms();
    const bin = path.join(root, 'bin');
    // tar writes part of the archive, then dies.
    fakeProgram(bin, 'tar', 'for a in "$@"; do if [ "$prev" = "-czf" ]; then printf "debut" > "$a"; fi; prev="$a"; done; exit 1');
    const made = run('backup', ['--dir', path.join(root, 'sauvegardes'), '--en-clair'], source.env, bin);
    expect(made.status).toBe(1);
    for (const file of fs.existsSync(path.join(root, 'sauvegardes')) ? fs.readdirSync(path.join(root, 'sauvegardes')) : []) {
      expect(fs.statSync(path.join(root, 'sauvegardes', file)).mode & 0o077).toBe(0);
    }
    expect(archivesIn(path.join(root, 'sauvegardes')).filter((file) => file.endsWith('.part'))).toEqual([]);
  });

  it('is not written in clear unless asked: it holds every CV', () => {
    const source = cms();
    const made = run('backup', ['--dir', path.join(root, 'sauvegardes')], source.env);
    expect(made.status).toBe(1);
    expect(made.err).toMatch(/^\[sauvegarde\] échec : BACKUP_AGE_RECIPIENTS non défini : une sauvegarde contient les CV/);
    expect(archivesIn(path.join(root, 'sauvegardes'))).toEqual([]);
  });

  it('is encrypted for the firm’s key, opened only with it, and refused once changed', () => {
    const source = cms();
    const key = path.join(root, 'cle-societe.txt');
    expect(spawnSync('age-keygen', ['-o', key]).status).toBe(0);
    const recipient = spawnSync('age-keygen', ['-y', key], { encoding: 'utf8' }).stdout.trim();
    const made = run('backup', ['--dir', path.join(root, 'sauvegardes')], { ...source.env, BACKUP_AGE_RECIPIENTS: recipient });
    expect(made.err).toBe('');
    const [archive] = archivesIn(path.join(root, 'sauvegardes'));
    expect(archive).toMatch(/^adive-cms-\d{8}-\d{6}\.tar\.gz\.age$/);
    const file = path.join(root, 'sauvegardes', archive);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // No CV in clear in the archive.
    expect(fs.readFileSync(file).includes(Buffer.from('%PDF-1.7 Awa'))).toBe(false);

    const target = cms('cible');
    fs.rmSync(target.dir, { recursive: true });
    expect(run('restore', [file], target.env).err).toMatch(/^\[restauration\] Archive chiffrée : indiquez la clé age de la société/);
    const otherKey = path.join(root, 'autre-cle.txt');
    spawnSync('age-keygen', ['-o', otherKey]);
    expect(run('restore', [file, '--cle', otherKey], target.env).err).toMatch(/^\[restauration\] Archive refusée : cette clé ne l'ouvre pas, ou l'archive a été modifiée/);
    // Changed by one byte: its signature no longer matches; and were it signed again, age would not open it.
    const changed = path.join(root, 'modifiee.tar.gz.age');
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 40] ^= 1;
    fs.writeFileSync(changed, bytes);
    fs.copyFileSync(`${file}.minisig`, `${changed}.minisig`);
    expect(run('restore', [changed, '--cle', key], target.env).err).toMatch(/^\[restauration\] Archive refusée : sa signature ne correspond pas : l'archive a été modifiée après avoir été signée\./);
    expect(spawnSync('minisign', ['-S', '-s', source.env.BACKUP_SIGNING_KEY, '-m', changed, '-x', `${changed}.minisig`], { input: '' }).status).toBe(0);
    expect(run('restore', [changed, '--cle', key], target.env).err).toMatch(/^\[restauration\] Archive refusée : cette clé ne l'ouvre pas, ou l'archive a été modifiée/);
    expect(fs.existsSync(path.join(target.dir, 'data.db'))).toBe(false);

    const restored = run('restore', [file, `--cle=${key}`], target.env);
    expect(restored.err).toBe('');
    expect(fs.readFileSync(path.join(target.dir, 'private', 'f00d.pdf'), 'utf8')).toBe('%PDF-1.7 Awa');
  });
});

describe('a signed backup', () => {
  const backups = () => path.join(root, 'sauvegardes');
  /** The newest archive of `dir`. */
  const newest = (dir = backups()) => path.join(dir, archivesIn(dir).sort().at(-1));
  const restoreFails = (archive, env, ...args) => {
    const refused = run('restore', [archive, ...args], env);
    expect(refused.status).toBe(1);
    // Nothing written.
    expect(fs.existsSync(env.DATABASE_FILENAME)).toBe(false);
    return refused.err;
  };

  it('is signed by a key of this server, made on first use, its public half beside it for the firm', () => {
    const source = cms();
    const first = run('backup', ['--dir', backups(), '--en-clair'], source.env);
    expect(first.err).toBe('');
    const publicKey = fs.readFileSync(path.join(root, 'signature', 'sauvegardes.pub'), 'utf8').trim().split('\n').at(-1);
    expect(first.out).toContain(`clé de signature des sauvegardes créée : ${source.env.BACKUP_SIGNING_KEY} (à ce seul compte). Sa clé publique, à garder par la société avec la clé age (BACKUP_SIGNING_PUBLIC_KEY) : ${publicKey}`);
    expect(first.out).toMatch(/vérifiée, EN CLAIR .+, signée par la clé [0-9A-F]{16}, /);
    expect(fs.statSync(source.env.BACKUP_SIGNING_KEY).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${newest()}.minisig`)).toBe(true);
    // The next backup signs with the same key, and says nothing more about it.
    const second = run('backup', ['--dir', path.join(root, 'autres'), '--en-clair'], { ...source.env, BACKUP_SIGNING_PUBLIC_KEY: publicKey });
    expect(second.out).not.toContain('créée');
    // A server whose key is not the one the firm keeps writes no archive the firm could not check.
    const elsewhere = run('backup', ['--dir', path.join(root, 'refusees'), '--en-clair'], { ...source.env, BACKUP_SIGNING_KEY: path.join(root, 'autre', 'cle.key'), BACKUP_SIGNING_PUBLIC_KEY: publicKey });
    expect(elsewhere.err).toMatch(/^\[sauvegarde\] échec : la clé de signature de ce serveur \([0-9A-F]{16}, .+\) n'est pas celle que la société garde \(BACKUP_SIGNING_PUBLIC_KEY : [0-9A-F]{16}\)/);
    expect(archivesIn(path.join(root, 'refusees'))).toEqual([]);
  });

  it('is the only kind restored: an archive made on another CMS, or unsigned, is refused before anything is written', () => {
    const source = cms();
    expect(run('backup', ['--dir', backups(), '--en-clair'], source.env).status).toBe(0);
    const genuine = newest();
    const firmKey = fs.readFileSync(path.join(root, 'signature', 'sauvegardes.pub'), 'utf8');
    // Another CMS (an intruder's), its own key: its archive is well made and signed, but not by this server.
    const intruder = cms('intrus');
    expect(run('backup', ['--dir', path.join(root, 'intrus-sauvegardes'), '--en-clair'], { ...intruder.env, BACKUP_SIGNING_KEY: path.join(root, 'intrus', 'cle.key') }).status).toBe(0);
    const forged = newest(path.join(root, 'intrus-sauvegardes'));
    const target = cms('cible');
    fs.rmSync(target.dir, { recursive: true });
    expect(restoreFails(forged, target.env)).toMatch(/^\[restauration\] Archive refusée : elle est signée par une autre clé \([0-9A-F]{16}\) que celle\(s\) de la société \([0-9A-F]{16}\) : elle ne vient pas du serveur du CMS\. Rien n'a été restauré\./);
    // The same, its signature left out: unsigned.
    const unsigned = path.join(root, 'non-signee.tar.gz');
    fs.copyFileSync(forged, unsigned);
    expect(restoreFails(unsigned, target.env)).toMatch(/^\[restauration\] Archive refusée : elle n'est pas signée \(pas de non-signee\.tar\.gz\.minisig à côté d'elle\) : rien ne prouve qu'elle vienne du serveur du CMS\. Une archive faite avant les signatures se restaure avec --non-signee/);
    // On a machine that has neither the server's key nor the firm's: no archive is taken on trust.
    expect(restoreFails(genuine, { ...target.env, BACKUP_SIGNING_KEY: path.join(root, 'neuve', 'cle.key') })).toMatch(/^\[restauration\] Indiquez la clé publique de signature des sauvegardes \(BACKUP_SIGNING_PUBLIC_KEY, ou --cle-signature/);
    // There, the firm's key given: the genuine archive is restored, and says whose signature it checked.
    const restored = run('restore', [genuine, '--cle-signature', firmKey.trim().split('\n').at(-1)], { ...target.env, BACKUP_SIGNING_KEY: path.join(root, 'neuve', 'cle.key') });
    expect(restored.err).toBe('');
    expect(restored.out).toMatch(/Signature vérifiée : clé [0-9A-F]{16} du serveur du CMS \(adive-cms-backup adive-cms-\d{8}-\d{6}\.tar\.gz \d{4}-/);
  });

  it('restores an older unsigned archive only when told, and says so', () => {
    const source = cms();
    expect(run('backup', ['--dir', backups(), '--en-clair'], source.env).status).toBe(0);
    const archive = newest();
    fs.rmSync(`${archive}.minisig`);
    const target = cms('cible');
    fs.rmSync(target.dir, { recursive: true });
    const restored = run('restore', [archive, '--non-signee'], target.env);
    expect(restored.err).toBe('');
    expect(restored.out).toContain("[restauration] ATTENTION : archive NON SIGNÉE, restaurée à la demande (--non-signee) : rien ne prouve qu'elle vienne du serveur du CMS");
  });
});

describe('a restore', () => {
  function restoredCopy() {
    const source = cms();
    expect(run('backup', ['--dir', path.join(root, 'sauvegardes'), '--en-clair'], source.env).status).toBe(0);
    const [archive] = archivesIn(path.join(root, 'sauvegardes'));
    const target = cms('cible');
    fs.rmSync(target.dir, { recursive: true });
    const restored = run('restore', [path.join(root, 'sauvegardes', archive)], target.env);
    expect(restored.err).toBe('');
    return { target, restored };
  }

  /** An erasure made in the CMS `data` after its backup, recorded as « Données d'une personne » does (requests/erasures.js). */
  async function erase(data, email, { kinds, records }) {
    const knex = require('knex')({ client: 'better-sqlite3', connection: { filename: data.env.DATABASE_FILENAME }, useNullAsDefault: true });
    try {
      await ensureJournalTable(knex);
      await rememberErasure((name) => knex(name), { email, kinds, records, by: 'Ada Admin <ada@adive.test>', env: data.env });
    } finally {
      await knex.destroy();
    }
  }

  it("erases again, before anything can be sent, what was erased after the archive was made: from this machine's ledger, or from a copy on another", async () => {
    const source = cms();
    const Database = require('better-sqlite3');
    const database = new Database(source.env.DATABASE_FILENAME);
    // Another application of the same person, older, that the erasure did not list (its address tells), and one
    // made after the erasure (kept: the person came back).
    database.prepare("INSERT INTO candidatures (document_id, nom, email, created_at) VALUES ('a2', 'Awa', 'awa@exemple.bf', ?), ('a3', 'Awa', 'awa@exemple.bf', ?)").run(Date.now() - 60_000, Date.now() + 3_600_000);
    database.close();
    expect(run('backup', ['--dir', path.join(root, 'sauvegardes'), '--en-clair'], source.env).status).toBe(0);
    const archive = path.join(root, 'sauvegardes', archivesIn(path.join(root, 'sauvegardes'))[0]);
    // Erased once the archive was made: her application with its CV and her subscription (quotes left to another role).
    const kinds = ['api::candidature.candidature', 'api::newsletter.newsletter'];
    await erase(source, ' AWA@exemple.bf', { kinds, records: [{ uid: kinds[0], documentId: 'a1' }, { uid: kinds[1], documentId: 'n1' }] });

    const left = (data) => {
      const restored = new Database(data.env.DATABASE_FILENAME, { readonly: true });
      try {
        return ['candidatures', 'newsletters', 'devis'].map((table) => `${table}: ${restored.prepare(`SELECT document_id FROM ${table} ORDER BY id`).all().map((row) => row.document_id).join(' ')}`);
      } finally {
        restored.close();
      }
    };
    const expected = ['candidatures: a3', 'newsletters: ', 'devis: d1'];
    const said = '[restauration] Effacements refaits : 3 enregistrement(s) effacé(s) à nouveau, CV compris (registre : 1 effacement(s), dont 1 depuis la sauvegarde).';
    // This machine: the database and the CVs replaced, the ledger kept.
    const target = cms('cible');
    fs.rmSync(target.dir, { recursive: true });
    const restored = run('restore', [archive], target.env);
    expect(restored.err).toBe('');
    expect(restored.out).toContain(said);
    expect(left(target)).toEqual(expected);
    expect(fs.existsSync(path.join(target.dir, 'private', 'f00d.pdf'))).toBe(false);
    expect(run('mail', ['etat'], target.env).out).toMatch(/envois SUSPENDUS/);

    // Another machine, its own ledger empty: the copy of this one's (taken off the machine) given.
    const elsewhere = cms('autre-machine');
    fs.rmSync(elsewhere.dir, { recursive: true });
    const elsewhereEnv = { ...elsewhere.env, CMS_ERASURES_DIR: path.join(root, 'autre-machine-effacements'), BACKUP_SIGNING_KEY: path.join(root, 'autre-machine-cle', 'cle.key'), BACKUP_SIGNING_PUBLIC_KEY: path.join(root, 'signature', 'sauvegardes.pub') };
    const copied = run('restore', [archive, '--effacements', source.env.CMS_ERASURES_DIR], elsewhereEnv);
    expect(copied.err).toBe('');
    expect(copied.out).toContain(said);
    expect(left(elsewhere)).toEqual(expected);
    // That machine now remembers it too.
    expect(erasuresInFolders([elsewhereEnv.CMS_ERASURES_DIR]).entries.map((entry) => entry.records.length)).toEqual([2]);
  });

  it('gives the CVs the modes the CMS writes them with, whatever the umask', () => {
    const { target } = restoredCopy();
    expect(fs.statSync(path.join(target.dir, 'private')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(target.dir, 'private', 'f00d.pdf')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(target.dir, 'public', 'uploads', 'photo.png')).mode & 0o777).toBe(0o644);
  });

  it('never leaves a CV readable by others, at any moment of the restore, whatever the archive and the umask', () => {
    const source = cms();
    // The archive's CV readable by all (made by hand, or by an older backup): the restore must not take its modes.
    fs.chmodSync(path.join(source.dir, 'private', 'f00d.pdf'), 0o644);
    expect(run('backup', ['--dir', path.join(root, 'sauvegardes'), '--en-clair'], source.env).status).toBe(0);
    const [archive] = archivesIn(path.join(root, 'sauvegardes'));
    const target = cms('cible');
    fs.rmSync(target.dir, { recursive: true });
    // A witness inside the restore's process, under a usual umask: the CV folder's modes after each change of the files.
    const witness = path.join(root, 'temoin.js');
    const seen = path.join(root, 'vus.json');
    fs.writeFileSync(
      witness,
      `const fs = require('node:fs'); const path = require('node:path'); process.umask(0o022);
      const dir = ${JSON.stringify(target.env.CMS_PRIVATE_DIR)}; const modes = [];
      const look = (step) => { const walk = (file) => { if (!fs.existsSync(file)) return; const stat = fs.lstatSync(file); modes.push([step, path.relative(dir, file) || '.', stat.mode & 0o777]); if (stat.isDirectory()) for (const name of fs.readdirSync(file)) walk(path.join(file, name)); }; walk(dir); };
      const write = fs.writeFileSync;
      for (const name of ['mkdirSync', 'cpSync', 'copyFileSync', 'renameSync', 'chmodSync']) { const original = fs[name]; fs[name] = function (...args) { const result = original.apply(this, args); look(name); return result; }; }
      process.on('exit', () => write(${JSON.stringify(seen)}, JSON.stringify(modes)));`,
    );
    const restored = run('restore', [path.join(root, 'sauvegardes', archive)], { ...target.env, NODE_OPTIONS: `--require ${witness}` });
    expect(restored.err).toBe('');
    const modes = JSON.parse(fs.readFileSync(seen, 'utf8'));
    expect(modes.map(([, file]) => file)).toContain('f00d.pdf');
    expect(modes.filter(([, , mode]) => mode & 0o077).map(([step, file, mode]) => `${file} ${mode.toString(8)} après ${step}`)).toEqual([]);
  });

  it('leaves the CMS quiet until the operator says so, who sends or gives up what waits', () => {
    const { target, restored } = restoredCopy();
    expect(restored.out).toMatch(/Envois d'e-mails suspendus : rien ne part avant `npm run cms:mail -- reprendre`/);
    const state = run('mail', ['etat'], target.env);
    expect(state.out).toMatch(/envois SUSPENDUS depuis le .+ \(restauration de la sauvegarde du /);
    expect(state.out).toContain('2 e-mail(s) en attente.');
    // Who decided, kept in the CMS: the restore, then each operator's command under their account.
    expect(state.out).toMatch(/décision du .+ : envois suspendus \(restauration de la sauvegarde du .+\), par exploitant .+@.+ \(npm run cms:restore\)\./);

    expect(run('mail', ['reprendre'], target.env).out).toMatch(/^\[e-mails\] envois actifs\.\n\[e-mails\] 2 e-mail\(s\) en attente\./);
    expect(run('mail', ['suspendre'], target.env).out).toMatch(/envois SUSPENDUS .+suspendu par l'exploitant/);
    const dropped = run('mail', ['abandonner'], target.env);
    expect(dropped.out).toMatch(/^\[e-mails\] 2 e-mail\(s\) abandonné\(s\), jamais envoyé\(s\)\.\n\[e-mails\] envois actifs\.\n\[e-mails\] 0 e-mail\(s\) en attente\./);
    const Database = require('better-sqlite3');
    const database = new Database(path.join(target.dir, 'data.db'), { readonly: true });
    expect(database.prepare('SELECT email_etat, email_erreur FROM devis').get()).toEqual({ email_etat: 'échec', email_erreur: "Non envoyé : abandonné par l'exploitant (npm run cms:mail -- abandonner)." });
    database.close();
    expect(run('mail', ['etat'], target.env).out).toMatch(/décision du .+ : 2 e-mail\(s\) abandonné\(s\), envois repris, par exploitant .+ \(npm run cms:mail -- abandonner\)\.\n.+suspendu par l'exploitant\), par exploitant .+ \(npm run cms:mail -- suspendre\)\.\n.+ : envois repris, par exploitant .+ \(npm run cms:mail -- reprendre\)\./);
    expect(run('mail', ['nimporte'], target.env).err).toMatch(/action inconnue « nimporte »/);
  });
});
