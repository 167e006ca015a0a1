'use strict';

const { acknowledgement, firmEmail, subscribeNotifications, NOTIFIED } = require('.');

const application = {
  documentId: 'abc123',
  nom: 'Salif Compaoré',
  email: 'salif@exemple.bf',
  indicatif: '+223',
  telephone: '70112233',
  message: 'Disponible\ndès lundi.',
  intitule_offre: 'Commercial terrain',
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('the e-mails of a request', () => {
  it("tell the firm the request's content in French, with a link to it in the admin", () => {
    const mail = firmEmail('api::candidature.candidature', application, { to: 'rh@adive.test', adminUrl: 'https://cms.adive.net' });
    expect(mail).toMatchObject({ to: 'rh@adive.test', replyTo: 'salif@exemple.bf', subject: 'Candidature : Salif Compaoré pour « Commercial terrain »' });
    expect(mail.text).toContain('Candidature reçue par le site le 26/11/2026 10:00:00.');
    expect(mail.text).toContain('Offre : Commercial terrain');
    expect(mail.text).toContain('Téléphone : +223 70112233');
    expect(mail.text).toContain('Message :\nDisponible\ndès lundi.');
    expect(mail.text).toContain('https://cms.adive.net/admin/content-manager/collection-types/api::candidature.candidature/abc123');
  });

  it('keep a visitor-typed line break out of the subject', () => {
    const quote = { nom: 'Awa\r\nBcc: x@y.z', email: 'awa@exemple.bf', phone: '70', service: 'Vente en ligne', message: 'x' };
    expect(firmEmail('api::devi.devi', quote, { to: 'a@b.c', adminUrl: '' }).subject).toBe('Demande de devis : Awa Bcc: x@y.z');
  });

  it('acknowledge to the visitor who left an address, and to nobody else', () => {
    expect(acknowledgement('api::candidature.candidature', application)).toMatchObject({
      to: 'salif@exemple.bf',
      subject: 'ADIVE a bien reçu votre candidature au poste « Commercial terrain »',
      text: expect.stringMatching(/^Bonjour,\n\nNous avons bien reçu votre candidature/),
    });
    // Nothing the visitor typed: the acknowledgement goes to any address given, from the firm's own server.
    expect(acknowledgement('api::devi.devi', { nom: 'Gagnez 1000 € sur http://x.test', email: 'a@b.c' }).text).not.toContain('http');
    expect(acknowledgement('api::commande.commande', { nom: 'Awa', telephone: '70', email: '' })).toBeNull();
  });

  it('exist for the four kinds of request', () => {
    expect(NOTIFIED.sort()).toEqual(['api::candidature.candidature', 'api::commande.commande', 'api::contact.contact', 'api::devi.devi']);
  });
});

describe('subscribeNotifications', () => {
  function fakeStrapi(send) {
    const middlewares = [];
    const log = { warn: jest.fn(), error: jest.fn() };
    return {
      log,
      middlewares,
      documents: { use: (middleware) => middlewares.push(middleware) },
      plugin: () => ({ service: () => ({ send }) }),
    };
  }

  it('sends nothing without SMTP_HOST, and says so once', () => {
    const strapi = fakeStrapi(jest.fn());
    expect(subscribeNotifications(strapi, {})).toBe(false);
    expect(strapi.middlewares).toHaveLength(0);
    expect(strapi.log.warn).toHaveBeenCalledTimes(1);
    expect(strapi.log.warn.mock.calls[0][0]).toMatch(/SMTP_HOST non défini/);
  });

  it('answers the store before the mail server does, and only logs a failed send', async () => {
    const pending = [];
    const send = jest.fn((/** @type {{ to: string }} */ message) => new Promise((_resolve, reject) => pending.push([message, reject])));
    const strapi = fakeStrapi(send);
    subscribeNotifications(strapi, { SMTP_HOST: 'smtp.test', NOTIFY_EMAIL: 'rh@adive.test' });
    const [middleware] = strapi.middlewares;

    const stored = { ...application, id: 7 };
    await expect(middleware({ action: 'create', uid: 'api::candidature.candidature' }, async () => stored)).resolves.toBe(stored);
    expect(send.mock.calls.map(([message]) => message.to)).toEqual(['rh@adive.test', 'salif@exemple.bf']);
    for (const [, reject] of pending) reject(new Error('connect ECONNREFUSED'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(strapi.log.error).toHaveBeenCalledTimes(2);
    expect(strapi.log.error).toHaveBeenCalledWith(expect.stringContaining('connect ECONNREFUSED'));

    send.mockClear();
    await middleware({ action: 'update', uid: 'api::candidature.candidature' }, async () => stored);
    await middleware({ action: 'create', uid: 'api::newsletter.newsletter' }, async () => stored);
    expect(send).not.toHaveBeenCalled();
  });
});
