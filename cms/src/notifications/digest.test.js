'use strict';

const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { sendDigest } = require('./digest');
const { digestHour, requestTasks, sweepRule } = require('./tasks');

const now = new Date('2026-11-27T07:00:00Z');
const daysAgo = (days) => new Date(now.getTime() - days * 86_400_000);

function cms(quotes) {
  const strapi = createFakeStrapi({ tables: { 'api::devi.devi': quotes, 'api::contact.contact': [], 'api::commande.commande': [], 'api::candidature.candidature': [], 'strapi::core-store': [] } });
  strapi.contentTypes = { 'api::devi.devi': {}, 'api::contact.contact': {}, 'api::commande.commande': {}, 'api::candidature.candidature': {} };
  return strapi;
}
const quote = (id, days, fields = {}) => ({ id, documentId: `doc${id}`, nom: `Client ${id}`, createdAt: daysAgo(days), statut: 'nouvelle', email_etat: 'envoyé', accuse_etat: 'envoyé', ...fields });

describe('the daily digest', () => {
  it('lists what waits for more than 48 hours and what could not be e-mailed, once a day across processes', async () => {
    const strapi = cms([
      quote(1, 3),
      quote(2, 1, { accuse_etat: 'échec', accuse_erreur: '550 User unknown' }),
      quote(3, 5, { statut: 'traitée' }),
      quote(4, 0.5),
      quote(5, 4, { langue: 'en' }),
    ]);
    const send = jest.fn(/** @type {(message: { to: string, subject: string, text: string }) => Promise<void>} */ (async () => {}));
    const options = { to: 'equipe@adive.test', adminUrl: 'https://cms.adive.net', send, now };
    // Two processes at the same hour: one e-mail.
    expect(await Promise.all([sendDigest(strapi, options), sendDigest(strapi, options)])).toEqual(expect.arrayContaining(['sent', 'alreadyDone']));
    expect(send).toHaveBeenCalledTimes(1);
    const [[mail]] = send.mock.calls;
    expect(mail.to).toBe('equipe@adive.test');
    expect(mail.subject).toBe('Demandes du site : 2 en attente, 1 sans e-mail délivré');
    expect(mail.text).toContain('En attente depuis plus de 48 heures (statut « nouvelle ») : 2');
    // A request from the English edition says so.
    expect(mail.text).toContain('- Demande de devis, reçue le 23/11/2026 07:00 : Client 5 (À traiter en anglais) — https://cms.adive.net/');
    expect(mail.text).toContain('- Demande de devis, reçue le 24/11/2026 07:00 : Client 1 — https://cms.adive.net/admin/content-manager/collection-types/api::devi.devi/doc1');
    expect(mail.text).toContain("Demandes dont un e-mail n'a pas pu partir : 1");
    expect(mail.text).toContain('accusé de réception au visiteur (550 User unknown)');
    expect(mail.text).not.toContain('Client 3');
    expect(mail.text).not.toContain('Client 4');
    // The next hour of the same day: nothing more.
    expect(await sendDigest(strapi, { ...options, now: new Date(now.getTime() + 3_600_000) })).toBe('alreadyDone');
    expect(await sendDigest(strapi, { ...options, now: new Date(now.getTime() + 86_400_000) })).toBe('sent');
  });

  it('sends nothing when there is nothing to say', async () => {
    const send = jest.fn();
    expect(await sendDigest(cms([quote(1, 0.5), quote(2, 4, { statut: 'sans suite', email_etat: 'échec' })]), { to: 'e@a.t', adminUrl: '', send, now })).toBe('nothingToSay');
    expect(send).not.toHaveBeenCalled();
  });

  it('gives the day back when the mail server fails, for the next hourly run', async () => {
    const strapi = cms([quote(1, 3)]);
    const send = jest.fn(
      /** @type {(message: object) => Promise<void>} */ (
        async () => {
          throw new Error('connect ECONNREFUSED');
        }
      ),
    );
    expect(await sendDigest(strapi, { to: 'e@a.t', adminUrl: '', send, now })).toBe('failed');
    send.mockImplementation(async () => {});
    expect(await sendDigest(strapi, { to: 'e@a.t', adminUrl: '', send, now: new Date(now.getTime() + 3_600_000) })).toBe('sent');
  });
});

describe('the scheduled tasks', () => {
  it('run only with SMTP, at the configured hour in Ouagadougou', () => {
    // Without SMTP: the nightly retentions only (requests, field measures, the erasures' ledger).
    expect(Object.keys(requestTasks({}))).toEqual(['requestRetention', 'fieldMeasuresRetention', 'erasureLedger']);
    expect(requestTasks({}).fieldMeasuresRetention.options).toEqual({ rule: '0 30 2 * * *', tz: 'Africa/Ouagadougou' });
    expect(requestTasks({}).erasureLedger.options).toEqual({ rule: '0 30 2 * * *', tz: 'Africa/Ouagadougou' });
    expect(requestTasks({}).requestRetention.options).toEqual({ rule: '0 30 2 * * *', tz: 'Africa/Ouagadougou' });
    const tasks = requestTasks({ SMTP_HOST: 'smtp.test', DIGEST_HOUR: '18', MAIL_SWEEP_SECONDS: '2' });
    expect(tasks.requestEmails.options).toEqual({ rule: '*/2 * * * * *' });
    expect(tasks.requestDigest.options).toEqual({ rule: '0 0 18-23 * * *', tz: 'Africa/Ouagadougou' });
    expect(requestTasks({ SMTP_HOST: 'smtp.test', DIGEST_HOUR: 'off' }).requestDigest).toBeUndefined();
    expect(sweepRule(30)).toBe('*/30 * * * * *');
    expect(sweepRule(120)).toBe('0 */2 * * * *');
    expect(digestHour({ DIGEST_HOUR: '25' })).toBe(7);
    expect(digestHour({})).toBe(7);
  });
});
