'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { ensureJournalTable } = require('../journal');
const { erasuresInFolders } = require('../requests/erasures');
const { addressOf, unsubscribe, unsubscribeToken, welcomeEmail, welcomeSubscribers } = require('.');

const env = { APP_KEYS: 'a,b', SITE_URL: 'https://www.adive.net/' };

/** A link of the welcome e-mails sent before the tokens were encrypted: the address in base64 and its signature. */
function legacyToken(email, { APP_KEYS }) {
  const key = crypto.createHash('sha256').update(`newsletter-unsubscribe:${APP_KEYS}`).digest();
  return `${Buffer.from(email).toString('base64url')}.${crypto.createHmac('sha256', key).update(email).digest('base64url')}`;
}

/** Every way a URL could spell `text` for whoever reads it. */
const spellings = (text) => [text, encodeURIComponent(text), .../** @type {BufferEncoding[]} */ (['base64', 'base64url', 'hex']).map((encoding) => Buffer.from(text).toString(encoding))];

describe('the newsletter unsubscribe link', () => {
  it('says the address to the CMS alone: nothing readable in it, and nothing else passes', () => {
    const token = unsubscribeToken('Awa.Ouedraogo@Exemple.bf', env);
    expect(addressOf(token, env)).toBe('awa.ouedraogo@exemple.bf');
    const link = welcomeEmail('Awa.Ouedraogo@Exemple.bf', env).text;
    // (Parts long enough that a random token cannot hold them by chance.)
    for (const spelling of [...spellings('awa.ouedraogo@exemple.bf'), ...spellings('awa.ouedraogo'), ...spellings('Awa.Ouedraogo@Exemple.bf')]) {
      expect(token).not.toContain(spelling.replace(/=+$/, ''));
      expect(link).not.toContain(`jeton=${spelling}`);
    }
    // Two links for one address differ: one seen tells nothing of the other.
    expect(unsubscribeToken('awa@exemple.bf', env)).not.toBe(unsubscribeToken('awa@exemple.bf', env));
    const changed = (text, at) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    for (const at of [0, 5, 20, token.length - 1]) expect(addressOf(changed(token, at), env)).toBeNull();
    expect(addressOf(token, { APP_KEYS: 'other' })).toBeNull();
    expect(addressOf(token.slice(0, 20), env)).toBeNull();
    expect(addressOf('', env)).toBeNull();
    expect(addressOf('<script>', env)).toBeNull();
  });

  it('of the e-mails sent before keeps working, and only as signed', () => {
    const token = legacyToken('awa@exemple.bf', env);
    expect(addressOf(token, env)).toBe('awa@exemple.bf');
    const [address, signature] = token.split('.');
    expect(addressOf(`${Buffer.from('autre@exemple.bf').toString('base64url')}.${signature}`, env)).toBeNull();
    expect(addressOf(`${address}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, env)).toBeNull();
    expect(addressOf(token, { APP_KEYS: 'other' })).toBeNull();
  });

  it('is in the welcome e-mail, on the site', () => {
    const mail = welcomeEmail('awa@exemple.bf', env);
    expect(mail).toMatchObject({ to: 'awa@exemple.bf', subject: 'Votre inscription à la lettre d’ADIVE' });
    const token = /https:\/\/www\.adive\.net\/desinscription\?jeton=([A-Za-z0-9_-]+)\n/.exec(mail.text)?.[1];
    expect(addressOf(token, env)).toBe('awa@exemple.bf');
  });

  it('is in the welcome e-mail of the edition the address subscribed from, written in its language', () => {
    const french = welcomeEmail('awa@exemple.bf', env, 'fr');
    expect(french.html).toBeUndefined();
    expect(french.text.replace(/jeton=[A-Za-z0-9_-]+/, 'jeton=…')).toBe(
      [
        'Bonjour,',
        '',
        'Votre adresse est inscrite à la lettre d’information d’ADIVE : formations programmées, offres d’emploi et conseils, une fois par mois.',
        '',
        'Pour vous désinscrire, à tout moment : https://www.adive.net/desinscription?jeton=…',
        '',
        'Cordialement,',
        "L'équipe ADIVE — Agence du digital et de la vente",
        '+226 69 09 09 37 · contact@adive.net',
        '',
        "Vous n'êtes pas à l'origine de cette inscription ? Le lien ci-dessus efface votre adresse.",
      ].join('\n'),
    );
    // A subscription stored before the language was, or with none: French.
    expect(welcomeEmail('awa@exemple.bf', env, null).subject).toBe('Votre inscription à la lettre d’ADIVE');

    const english = welcomeEmail('john@example.gh', env, 'en');
    expect(english.subject).toBe('Your subscription to the ADIVE newsletter');
    expect(english.text.replace(/jeton=[A-Za-z0-9_-]+/, 'jeton=…')).toBe(
      [
        'Hello,',
        '',
        'Your address has been added to the ADIVE newsletter: upcoming training courses, job vacancies and advice, once a month.',
        '',
        'To unsubscribe at any time: https://www.adive.net/en/unsubscribe?jeton=…',
        '',
        'Kind regards,',
        'The ADIVE team — Digital and Sales Agency',
        '+226 69 09 09 37 · contact@adive.net',
        '',
        'If you did not subscribe, the link above removes your address.',
      ].join('\n'),
    );
    const englishToken = /https:\/\/www\.adive\.net\/en\/unsubscribe\?jeton=([A-Za-z0-9_-]+)\n/.exec(english.text)?.[1];
    expect(addressOf(englishToken, env)).toBe('john@example.gh');
    expect(english.html).toContain('<html lang="en-GB" dir="ltr">');
    expect(english.html).toContain(`<a href="https://www.adive.net/en/unsubscribe?jeton=${englishToken}">`);

    const arabic = welcomeEmail('amina@example.td', env, 'ar');
    expect(arabic.subject).toBe('اشتراككم في نشرة ADIVE الإخبارية');
    expect(arabic.text.replace(/jeton=[A-Za-z0-9_-]+/, 'jeton=…')).toBe(
      [
        'تحية طيبة،',
        '',
        'تم تسجيل بريدكم الإلكتروني في نشرة ADIVE الإخبارية: الدورات التدريبية المبرمجة وعروض العمل والنصائح، مرة واحدة في الشهر.',
        '',
        'لإلغاء الاشتراك في أي وقت: https://www.adive.net/ar/unsubscribe?jeton=…',
        '',
        'مع خالص التحية،',
        'فريق ADIVE — وكالة الرقمنة والمبيعات',
        '+226 69 09 09 37 · contact@adive.net',
        '',
        'لم تطلبوا هذا الاشتراك؟ الرابط أعلاه يحذف بريدكم الإلكتروني من القائمة.',
      ].join('\n'),
    );
    const arabicToken = /https:\/\/www\.adive\.net\/ar\/unsubscribe\?jeton=([A-Za-z0-9_-]+)\n/.exec(arabic.text)?.[1];
    expect(addressOf(arabicToken, env)).toBe('amina@example.td');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('<body dir="rtl"');
    // The link reads left to right inside the Arabic sentence.
    expect(arabic.html).toContain(`لإلغاء الاشتراك في أي وقت: <a href="https://www.adive.net/ar/unsubscribe?jeton=${arabicToken}" dir="ltr">`);
  });

  it('goes out in the language of the subscription the CMS stored', async () => {
    const send = jest.fn(async (/** @type {{ to: string, subject: string }} */ mail) => void mail);
    const middlewares = [];
    const strapi = Object.assign(createFakeStrapi(), { documents: { use: (middleware) => middlewares.push(middleware) }, plugin: () => ({ service: () => ({ send }) }) });
    expect(welcomeSubscribers(strapi, { ...env, SMTP_HOST: 'smtp.test' })).toBe(true);
    await middlewares[0]({ uid: 'api::newsletter.newsletter', action: 'create' }, async () => ({ email: 'john@example.gh', langue: 'en' }));
    await middlewares[0]({ uid: 'api::newsletter.newsletter', action: 'create' }, async () => ({ email: 'awa@exemple.bf', langue: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send.mock.calls.map(([mail]) => [mail.to, mail.subject])).toEqual([
      ['john@example.gh', 'Your subscription to the ADIVE newsletter'],
      ['awa@exemple.bf', 'Votre inscription à la lettre d’ADIVE'],
    ]);
    await strapi.close();
  });

  it('removes the address once, remembered as an erasure (a restore must not bring it back), and nothing for a tampered token (old links too)', async () => {
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
      // A link of the e-mails sent before: it still works.
      expect(await unsubscribe(strapi, legacyToken('issa@exemple.bf', withLedger), withLedger)).toBe('removed');
      expect(strapi.data['api::newsletter.newsletter']).toEqual([]);
      expect(erasuresInFolders([ledger]).entries.map(({ by, kinds, records }) => ({ by, kinds, records }))).toEqual([
        { by: 'le visiteur (lien de désinscription)', kinds: ['api::newsletter.newsletter'], records: [{ uid: 'api::newsletter.newsletter', documentId: 'n1' }] },
        { by: 'le visiteur (lien de désinscription)', kinds: ['api::newsletter.newsletter'], records: [{ uid: 'api::newsletter.newsletter', documentId: 'n2' }] },
      ]);
    } finally {
      fs.rmSync(ledger, { recursive: true, force: true });
      await strapi.close();
    }
  });
});
