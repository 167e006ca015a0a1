'use strict';

const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
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

  it('removes the address once, and nothing for a tampered token', async () => {
    const strapi = createFakeStrapi({ tables: { 'api::newsletter.newsletter': [{ id: 1, documentId: 'n1', email: 'awa@exemple.bf' }, { id: 2, documentId: 'n2', email: 'issa@exemple.bf' }] } });
    const token = unsubscribeToken('awa@exemple.bf', env);
    expect(await unsubscribe(strapi, `${token.slice(0, -2)}xx`, env)).toBe('invalid');
    expect(strapi.data['api::newsletter.newsletter']).toHaveLength(2);
    expect(await unsubscribe(strapi, token, env)).toBe('removed');
    expect(strapi.data['api::newsletter.newsletter'].map((row) => row.email)).toEqual(['issa@exemple.bf']);
    expect(await unsubscribe(strapi, token, env)).toBe('absent');
  });
});
