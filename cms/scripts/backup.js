#!/usr/bin/env node
'use strict';

/**
 * `npm run cms:backup [-- --dir FOLDER]`: one dated archive (adive-cms-YYYYMMDD-HHMMSS.tar.gz) with everything needed
 * to rebuild the CMS: the database (SQLite through its online backup API, safe while Strapi runs; PostgreSQL through
 * Debian's pg_dump), the public uploads, the private CVs, and a manifest (versions, schema, counts per collection,
 * checksums). BACKUP_DIR (default cms/backups) unless --dir. Prints the archive's path and size. docs/deploy.md.
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lib = require('./backup-lib');

/** @param {{ env?: NodeJS.ProcessEnv, dir?: string, now?: Date }} [options] */
async function backup({ env = process.env, dir, now = new Date() } = {}) {
  lib.loadEnv(env);
  const target = lib.cmsTarget(env);
  const outDir = path.resolve(dir || env.BACKUP_DIR || path.join(lib.CMS_DIR, 'backups'));
  fs.mkdirSync(outDir, { recursive: true });
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-backup-'));
  try {
    let counts;
    if (target.client === 'sqlite') {
      const database = path.join(stage, 'database.sqlite');
      const Database = require('better-sqlite3');
      const source = new Database(target.connection.filename, { readonly: true, fileMustExist: true });
      try {
        // SQLite's online backup: a consistent copy even while Strapi writes.
        await source.backup(database);
      } finally {
        source.close();
      }
      counts = await lib.withDatabase({ client: 'sqlite', file: database }, (query) => lib.countRows(query, 'sqlite'));
    } else {
      // The dump and the counts from one snapshot: a request stored meanwhile is in neither, so they agree.
      counts = await lib.withDatabase(target, async (query) => {
        await query('BEGIN ISOLATION LEVEL REPEATABLE READ');
        const snapshot = await query('SELECT pg_export_snapshot()');
        const { args, env: pgEnv } = lib.postgresArgs(target.connection, env);
        lib.run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${snapshot}`, '--file', path.join(stage, 'database.pgdump'), ...args], { env: pgEnv });
        const rows = await lib.countRows(query, 'postgres');
        await query('COMMIT');
        return rows;
      });
    }
    for (const [from, to] of [
      [target.uploadsDir, 'uploads'],
      [target.privateDir, 'private'],
    ]) {
      fs.mkdirSync(path.join(stage, to), { recursive: true });
      if (fs.existsSync(from)) fs.cpSync(from, path.join(stage, to), { recursive: true, filter: (file) => path.basename(file) !== '.gitkeep' });
    }
    const manifest = {
      format: lib.FORMAT,
      formatVersion: lib.FORMAT_VERSION,
      createdAt: now.toISOString(),
      database: target.client,
      schema: lib.schemaFingerprint(),
      versions: {
        strapi: require('@strapi/strapi/package.json').version,
        node: process.version,
        ...(target.client === 'postgres' ? { pg_dump: lib.run('pg_dump', ['--version']).trim() } : { sqlite: require('better-sqlite3/package.json').version }),
      },
      counts,
      files: lib.checksums(stage),
    };
    fs.writeFileSync(path.join(stage, lib.MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    const archive = path.join(outDir, `adive-cms-${stamp}.tar.gz`);
    // Written aside then renamed: an interrupted backup never leaves a truncated archive under the final name. It
    // holds CVs: readable by its owner only.
    lib.run('tar', ['-czf', `${archive}.part`, '-C', stage, '.']);
    fs.chmodSync(`${archive}.part`, 0o600);
    fs.renameSync(`${archive}.part`, archive);
    return { archive, bytes: fs.statSync(archive).size, manifest };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const index = process.argv.indexOf('--dir');
  const started = Date.now();
  backup({ dir: index > 0 ? process.argv[index + 1] : undefined })
    .then(({ archive, bytes, manifest }) => {
      const files = Object.keys(manifest.files).filter((file) => !file.startsWith('database.')).length;
      console.log(`[sauvegarde] ${archive} (${(bytes / 1024 / 1024).toFixed(1)} Mo, base ${manifest.database}, ${files} fichiers, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    })
    .catch((error) => {
      console.error(`[sauvegarde] échec : ${error.message}`);
      process.exit(1);
    });
}

module.exports = { backup };
