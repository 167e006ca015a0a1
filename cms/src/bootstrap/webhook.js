'use strict';

/**
 * Points a webhook at the site's revalidation route so a publish shows within seconds; removed without
 * REVALIDATE_SECRET. Each change goes to both Strapi's webhook store (database) and runner (live listeners).
 */

const WEBHOOK_NAME = 'site-revalidate';
const DEFAULT_URL = 'http://127.0.0.1:3000/api/revalidate';
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

const sameList = (a = [], b = []) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

async function ensureRevalidateWebhook(strapi, env = process.env) {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');

  const all = await store.findWebhooks();
  const mine = all.filter((w) => w.name === WEBHOOK_NAME);
  // Keep a single webhook of that name.
  for (const extra of mine.slice(1)) {
    await store.deleteWebhook(extra.id);
    runner.remove(extra);
  }
  const current = mine[0];

  const secret = env.REVALIDATE_SECRET;
  if (!secret) {
    if (current) {
      await store.deleteWebhook(current.id);
      runner.remove(current);
      strapi.log.info(`[cms] webhook "${WEBHOOK_NAME}" removed (REVALIDATE_SECRET unset)`);
    }
    return null;
  }

  const wanted = {
    name: WEBHOOK_NAME,
    url: env.SITE_REVALIDATE_URL || DEFAULT_URL,
    headers: { Authorization: `Bearer ${secret}` },
    events: EVENTS,
    isEnabled: true,
  };

  if (!current) {
    const created = await store.createWebhook(wanted);
    runner.add(created);
    strapi.log.info(`[cms] webhook "${WEBHOOK_NAME}" created -> ${wanted.url}`);
    return created;
  }

  const upToDate =
    current.url === wanted.url &&
    current.isEnabled === true &&
    sameList(current.events, wanted.events) &&
    JSON.stringify(current.headers || {}) === JSON.stringify(wanted.headers);
  if (upToDate) return current;

  const updated = await store.updateWebhook(current.id, wanted);
  runner.update(updated);
  strapi.log.info(`[cms] webhook "${WEBHOOK_NAME}" updated -> ${wanted.url}`);
  return updated;
}

module.exports = { ensureRevalidateWebhook, WEBHOOK_NAME, EVENTS, DEFAULT_URL };
