'use strict';

const { ensureRevalidateWebhook, WEBHOOK_NAME, EVENTS, DEFAULT_URL } = require('./webhook');

/** Strapi's webhook store (database) and runner (live listeners), in memory. */
function webhooks(initial = []) {
  const stored = initial.map((webhook) => ({ ...webhook }));
  const live = new Map(stored.map((webhook) => [webhook.id, webhook]));
  let nextId = 100;
  const store = {
    findWebhooks: async () => stored.map((webhook) => ({ ...webhook })),
    createWebhook: async (values) => {
      const webhook = { id: (nextId += 1), ...values };
      stored.push(webhook);
      return { ...webhook };
    },
    updateWebhook: async (id, values) => {
      Object.assign(stored.find((webhook) => webhook.id === id), values);
      return { ...stored.find((webhook) => webhook.id === id) };
    },
    deleteWebhook: async (id) => stored.splice(stored.findIndex((webhook) => webhook.id === id), 1),
  };
  const runner = {
    add: (webhook) => live.set(webhook.id, webhook),
    update: (webhook) => live.set(webhook.id, webhook),
    remove: (webhook) => live.delete(webhook.id),
  };
  const services = { webhookStore: store, webhookRunner: runner };
  const strapi = { get: (name) => services[name], log: { info: () => {} } };
  return { strapi, stored, live };
}

describe('ensureRevalidateWebhook', () => {
  it('sends every entry event to the site with the secret in the Authorization header, never in the address', async () => {
    const { strapi, stored, live } = webhooks();
    await ensureRevalidateWebhook(strapi, { REVALIDATE_SECRET: 's3cret', SITE_REVALIDATE_URL: 'https://www.adive.net/api/revalidate' });
    expect(stored).toEqual([
      expect.objectContaining({
        name: WEBHOOK_NAME,
        url: 'https://www.adive.net/api/revalidate',
        headers: { Authorization: 'Bearer s3cret' },
        events: EVENTS,
        isEnabled: true,
      }),
    ]);
    expect(stored[0].url).not.toContain('s3cret');
    expect(live.size).toBe(1);
  });

  it('keeps a single webhook of its name, up to date with the environment; none without a secret', async () => {
    const old = { name: WEBHOOK_NAME, url: 'http://old/api/revalidate', headers: {}, events: ['entry.create'], isEnabled: false };
    const { strapi, stored, live } = webhooks([{ id: 1, ...old }, { id: 2, ...old }, { id: 3, name: 'other', url: 'x' }]);
    await ensureRevalidateWebhook(strapi, { REVALIDATE_SECRET: 'new' });
    expect(stored.filter((webhook) => webhook.name === WEBHOOK_NAME)).toEqual([
      expect.objectContaining({ id: 1, url: DEFAULT_URL, headers: { Authorization: 'Bearer new' }, events: EVENTS, isEnabled: true }),
    ]);
    const unchanged = await ensureRevalidateWebhook(strapi, { REVALIDATE_SECRET: 'new' });
    expect(unchanged.id).toBe(1);
    expect(await ensureRevalidateWebhook(strapi, {})).toBeNull();
    expect(stored.map((webhook) => webhook.name)).toEqual(['other']);
    expect([...live.keys()]).toEqual([3]);
  });
});
