#!/usr/bin/env node
'use strict';

/**
 * `npm run cms:restore -- <archive>`: rebuilds an empty CMS (Strapi stopped, its database empty, its uploads and
 * private folders empty) from an archive of scripts/backup.js. Refuses, in French and before writing anything, an
 * archive with a file missing or damaged, one made with another content model, or from another kind of database,
 * and a target that already holds data. Checks the counts per collection after. docs/deploy.md.
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lib = require('./backup-lib');

class RestoreRefused extends Error {}

const hasFiles = (dir) => lib.listFiles(dir).some((file) => path.basename(file) !== '.gitkeep');

/** Why the target is not an empty CMS, or null. */
async function targetRefusal(target) {
  if (target.client === 'sqlite') {
    const file = target.connection.filename;
    if (fs.existsSync(file) && fs.statSync(file).size > 0) {
      const tables = await lib.withDatabase({ client: 'sqlite', file }, (query) => query("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'"));
      if (Number(tables) > 0) return `La base cible (${file}) n'est pas vide : arrêtez Strapi et déplacez-la, la restauration ne remplace rien.`;
    }
  } else {
    const tables = await lib.withDatabase(target, (query) => query(`SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = '${lib.schemaOf(target).replace(/'/g, "''")}'`));
    if (Number(tables) > 0) return `La base PostgreSQL cible n'est pas vide (${tables} tables) : arrêtez Strapi et recréez-la vide (dropdb, createdb), la restauration ne remplace rien.`;
  }
  for (const dir of [target.uploadsDir, target.privateDir]) {
    if (hasFiles(dir)) return `Le dossier ${dir} n'est pas vide : videz-le ou déplacez-le, la restauration ne remplace rien.`;
  }
  return null;
}

async function restore({ archive, env = process.env }) {
  lib.loadEnv(env);
  if (!archive || !fs.existsSync(archive)) throw new RestoreRefused(`Archive introuvable : ${archive ?? '(aucune archive indiquée)'}. Usage : npm run cms:restore -- <archive.tar.gz>`);
  const started = Date.now();
  const target = lib.cmsTarget(env);
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-restore-'));
  try {
    try {
      lib.run('tar', ['-xzf', path.resolve(archive), '-C', stage, '--no-same-owner']);
    } catch {
      throw new RestoreRefused(`Archive illisible : ${archive} n'est pas une archive .tar.gz entière.`);
    }
    const refused = lib.refusal(stage, { fingerprint: lib.schemaFingerprint(), client: target.client });
    if (refused) throw new RestoreRefused(refused);
    const occupied = await targetRefusal(target);
    if (occupied) throw new RestoreRefused(occupied);
    const manifest = JSON.parse(fs.readFileSync(path.join(stage, lib.MANIFEST), 'utf8'));

    try {
      if (target.client === 'sqlite') {
        fs.mkdirSync(path.dirname(target.connection.filename), { recursive: true });
        fs.copyFileSync(path.join(stage, 'database.sqlite'), target.connection.filename);
      } else {
        const { args, env: pgEnv } = lib.postgresArgs(target.connection, env);
        // One transaction: a failure leaves the database as empty as it was.
        lib.run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', ...args, path.join(stage, 'database.pgdump')], { env: pgEnv });
      }
      for (const [from, to] of [
        ['uploads', target.uploadsDir],
        ['private', target.privateDir],
      ]) {
        fs.mkdirSync(to, { recursive: true });
        fs.cpSync(path.join(stage, from), to, { recursive: true });
      }
      const counts = await lib.withDatabase(target, (query) => lib.countRows(query, target.client));
      const different = Object.entries(manifest.counts).filter(([table, count]) => counts[table] !== count);
      if (different.length) throw new Error(`les nombres ne correspondent pas : ${different.map(([table, count]) => `${table} ${counts[table]} au lieu de ${count}`).join(', ')}`);
      return { manifest, counts, seconds: (Date.now() - started) / 1000 };
    } catch (error) {
      // Half a restore is worse than none: what this run wrote is taken back, so that the next try finds the target
      // empty (a PostgreSQL restore already rolled back in its transaction, unless the counts failed after it).
      if (target.client === 'sqlite') fs.rmSync(target.connection.filename, { force: true });
      else await lib.withDatabase(target, (query) => query(`DROP SCHEMA IF EXISTS "${lib.schemaOf(target)}" CASCADE; CREATE SCHEMA "${lib.schemaOf(target)}"`)).catch(() => {});
      for (const dir of [target.uploadsDir, target.privateDir]) for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) if (entry !== '.gitkeep') fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
      throw new Error(`restauration annulée, la cible est de nouveau vide : ${error.message}`);
    }
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const archive = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
  restore({ archive })
    .then(({ manifest, counts, seconds }) => {
      const requests = ['devis', 'contacts', 'commandes', 'candidatures', 'newsletters'].map((table) => `${table} ${counts[table] ?? 0}`).join(', ');
      console.log(`[restauration] sauvegarde du ${manifest.createdAt} restaurée en ${seconds.toFixed(1)} s (${requests}). Démarrez Strapi.`);
    })
    .catch((error) => {
      console.error(error instanceof RestoreRefused ? `[restauration] ${error.message}` : `[restauration] échec : ${error.message}`);
      process.exit(1);
    });
}

module.exports = { restore, RestoreRefused };
