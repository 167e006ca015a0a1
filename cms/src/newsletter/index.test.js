'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { ensureJournalTable } = require('../journal');
const { erasuresInFolders } = require('../requests/erasures');
const { addressOf, unsubscribe, unsubscribeToken, welcomeEmail } = require('.');

const env = { APP_KEYS: 'a,b', SITE_URL: 'https://www.adive.net/' };

describe('the newsletter unsubscribe link', () => {
  it('carries the address signed by the CMS, and nothing else passes', () => {
    const token = unsubscribeToken('Awa@Exemple.bf', env);
    expect(addressOf(token, env)).toBe('awa@exemple.bf');
    const [address, signature] = token.split('.');
    expect(addressOf(`${Buffer.from('autre@exemple.bf').toString('base64url')}.${signature}`, env)).toBeNull();
    expect(addressOf(`${address}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, env)).toBeNull();
    expect(addressOf(token, { APP_KEYS: 'other' })).toBeNull();
    expect(addressOf('', env)).toBeNull();
    expect(addressOf('<script>', env)).toBeNull();
  });

  it('is in the welcome e-mail, on the site', () => {
    const mail = welcomeEmail('awa@exemple.bf', env);
    expect(mail).toMatchObject({ to: 'awa@exemple.bf', subject: 'Votre inscription à la lettre d’ADIVE' });
    expect(mail.text).toContain(`https://www.adive.net/desinscription?jeton=${unsubscribeToken('awa@exemple.bf', env)}`);
  });

  it('removes the address once, remembered as an erasure (a restore must not bring it back), and nothing for a tampered token', async () => {
    const strapi = createFakeStrapi({ tables: { 'api::newsletter.newsletter': [{ id: 1, documentId: 'n1', email: 'awa@exemple.bf' }, { id: 2, documentId: 'n2', email: 'issa@exemple.bf' }] } });
    await ensureJournalTable(strapi.db.connection);
    const ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-desinscription-test-'));
    const withLedger = { ...env, CMS_ERASURES_DIR: ledger };
    try {
      const token = unsubscribeToken('awa@exemple.bf', withLedger);
      expect(await unsubscribe(strapi, `${token.slice(0, -2)}xx`, withLedger)).toBe('invalid');
      expect(strapi.data['api::newsletter.newsletter']).toHaveLength(2);
      expect(await unsubscribe(strapi, token, withLedger)).toBe('removed');
      expect(strapi.data['api::newsletter.newsletter'].map((row) => row.email)).toEqual(['issa@exemple.bf']);
      expect(await unsubscribe(strapi, token, withLedger)).toBe('absent');
      expect(erasuresInFolders([ledger]).entries.map(({ by, kinds, records }) => ({ by, kinds, records }))).toEqual([
        { by: 'le visiteur (lien de désinscription)', kinds: ['api::newsletter.newsletter'], records: [{ uid: 'api::newsletter.newsletter', documentId: 'n1' }] },
      ]);
    } finally {
      fs.rmSync(ledger, { recursive: true, force: true });
      await strapi.close();
    }
  });
});
