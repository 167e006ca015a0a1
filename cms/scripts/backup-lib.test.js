'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lib = require('./backup-lib');

/** Folders made by `archive`, removed after each test. */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An extracted archive as backup.js makes it, in a temporary folder. */
function archive(files = { 'database.sqlite': 'db', 'uploads/photo.png': 'png', 'private/CV_Awa.pdf': '%PDF' }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-backup-test-'));
  made.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  const manifest = { format: lib.FORMAT, formatVersion: lib.FORMAT_VERSION, createdAt: '2026-11-27T02:00:00Z', database: 'sqlite', schema: lib.schemaFingerprint(), files: lib.checksums(dir) };
  fs.writeFileSync(path.join(dir, lib.MANIFEST), JSON.stringify(manifest));
  return { dir, manifest, writeManifest: (changed) => fs.writeFileSync(path.join(dir, lib.MANIFEST), JSON.stringify({ ...manifest, ...changed })) };
}

const check = (dir) => lib.refusal(dir, { fingerprint: lib.schemaFingerprint(), client: 'sqlite' });

describe('a backup archive', () => {
  it('is restorable as made', () => {
    expect(check(archive().dir)).toBeNull();
  });

  it('is refused with a file missing, a file changed, a file or a link it does not list', () => {
    const missing = archive();
    fs.rmSync(path.join(missing.dir, 'private/CV_Awa.pdf'));
    expect(check(missing.dir)).toMatch(/^Archive incomplète : 1 fichier\(s\) manquant\(s\), dont private\/CV_Awa\.pdf/);
    const changed = archive();
    fs.writeFileSync(path.join(changed.dir, 'uploads/photo.png'), 'autre');
    expect(check(changed.dir)).toMatch(/^Archive abîmée : 1 fichier\(s\)/);
    const extra = archive();
    fs.writeFileSync(path.join(extra.dir, 'uploads/ajout.html'), '<script>');
    expect(check(extra.dir)).toMatch(/^Archive refusée : elle contient 1 élément\(s\) que son manifeste ne connaît pas, dont uploads\/ajout\.html/);
    const link = archive();
    fs.symlinkSync('/etc/passwd', path.join(link.dir, 'uploads/lien.png'));
    expect(check(link.dir)).toMatch(/^Archive refusée : elle contient 1 élément/);
  });

  it('is refused when made with another schema or another database', () => {
    const other = archive();
    other.writeManifest({ schema: '0'.repeat(64) });
    expect(check(other.dir)).toMatch(/^Archive refusée : elle a été faite avec un autre schéma du CMS/);
    const postgres = archive();
    postgres.writeManifest({ database: 'postgres', files: { ...postgres.manifest.files, 'database.pgdump': postgres.manifest.files['database.sqlite'] } });
    fs.copyFileSync(path.join(postgres.dir, 'database.sqlite'), path.join(postgres.dir, 'database.pgdump'));
    expect(check(postgres.dir)).toMatch(/vient d'une base postgres et ce CMS est configuré pour une base sqlite/);
  });

  it('reaches PostgreSQL by database name, the password never on the command line', () => {
    expect(lib.postgresArgs({ connectionString: 'postgres://adive:s%C3%A9cret@db.interne:5433/adive_cms' }, {})).toEqual({
      args: ['--dbname', 'adive_cms'],
      env: { PGHOST: 'db.interne', PGPORT: '5433', PGUSER: 'adive', PGPASSWORD: 'sécret' },
    });
    expect(lib.postgresArgs({ host: 'db', port: 5432, database: 'cms', user: 'u', password: 'p', ssl: { rejectUnauthorized: true } }, {})).toEqual({
      args: ['--dbname', 'cms'],
      env: { PGHOST: 'db', PGPORT: '5432', PGUSER: 'u', PGPASSWORD: 'p', PGSSLMODE: 'require' },
    });
  });
});
