'use strict';

const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { RELAY_HEADER, RELAY_OFFER, acknowledgement, firmEmail, subscribeNotifications } = require('.');
const { heartbeat, holdMail, strapiTables } = require('./sending');
const { ensureJournalTable } = require('../journal');

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

  it('say a spontaneous application is one, naming the offer whose page it came from, and thank for it as such', () => {
    const spontaneous = { ...application, intitule_offre: 'Candidature spontanée' };
    const mail = firmEmail('api::candidature.candidature', spontaneous, { to: 'rh@adive.test', adminUrl: '' });
    expect(mail.subject).toBe('Candidature spontanée : Salif Compaoré');
    expect(mail.text).toMatch(/^Candidature spontanée reçue par le site le /);
    expect(mail.text).toContain('Offre : Candidature spontanée\n');
    expect(acknowledgement('api::candidature.candidature', spontaneous).subject).toBe('ADIVE a bien reçu votre candidature spontanée');
    const fromOffer = { ...application, intitule_offre: 'Candidature spontanée (offre visée : Commercial terrain)' };
    expect(firmEmail('api::candidature.candidature', fromOffer, { to: 'rh@adive.test', adminUrl: '' })).toMatchObject({
      subject: 'Candidature spontanée : Salif Compaoré',
      text: expect.stringContaining('Offre : Candidature spontanée (offre visée : Commercial terrain)'),
    });
    expect(acknowledgement('api::candidature.candidature', fromOffer).text).toContain('Nous avons bien reçu votre candidature spontanée et nous revenons');
  });

  it('agree "reçu" with the kind of request', () => {
    const contact = { name: 'Awa', email: 'awa@exemple.bf', phone: '70', subject: 'x', message: 'x', createdAt: '2026-11-26T10:00:00.000Z' };
    expect(firmEmail('api::contact.contact', contact, { to: 'a@b.c', adminUrl: '' }).text).toMatch(/^Message de contact reçu par le site le /);
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
});

describe('subscribeNotifications', () => {
  const UID = 'api::candidature.candidature';
  const made = [];
  afterAll(() => Promise.all(made.map((strapi) => strapi.close())));
  function withMail(send) {
    const strapi = createFakeStrapi();
    made.push(strapi);
    const middlewares = [];
    return Object.assign(strapi, {
      documents: { use: (middleware) => middlewares.push(middleware) },
      plugin: () => ({ service: () => ({ send }) }),
      middlewares,
    });
  }
  /** What the document service does on create: the middleware around an insert into the fake table. */
  const create = (strapi, data) =>
    strapi.middlewares[0]({ action: 'create', uid: UID, params: { data } }, async () => strapi.db.query(UID).create({ data: { ...data, createdAt: new Date() } }));

  it('sends nothing without SMTP_HOST, says so once, and stores the request with its e-mails waiting for a process that can', async () => {
    const send = jest.fn();
    const strapi = withMail(send);
    expect(subscribeNotifications(strapi, {})).toBe(false);
    expect(strapi.logs.filter(([level]) => level === 'warn')).toEqual([['warn', expect.stringMatching(/SMTP_HOST non défini/)]]);
    const stored = await create(strapi, { ...application });
    expect(stored).toMatchObject({ email_etat: 'en attente', accuse_etat: 'en attente', email_essais: 0 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(send).not.toHaveBeenCalled();
  });

  it('stores the request with its e-mails waiting, answers before the mail server does, and keeps a failed send for later', async () => {
    const pending = [];
    const send = jest.fn((/** @type {{ to: string }} */ message) => new Promise((_resolve, reject) => pending.push([message, reject])));
    const strapi = withMail(send);
    subscribeNotifications(strapi, { SMTP_HOST: 'smtp.test', NOTIFY_EMAIL: 'rh@adive.test' });

    const stored = await create(strapi, { ...application, email_etat: 'envoyé' });
    expect(stored).toMatchObject({ email_etat: 'en attente', accuse_etat: 'en attente', email_essais: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(send.mock.calls.map(([message]) => message.to)).toEqual(['rh@adive.test']);
    pending[0][1](new Error('connect ECONNREFUSED'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    pending[1][1](new Error('connect ECONNREFUSED'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(strapi.data[UID][0]).toMatchObject({ email_etat: 'en attente', email_essais: 1, email_erreur: 'connect ECONNREFUSED', envoi_jeton: null });

    send.mockClear();
    await strapi.middlewares[0]({ action: 'update', uid: UID, params: { data: {} } }, async () => stored);
    await strapi.middlewares[0]({ action: 'create', uid: 'api::newsletter.newsletter', params: { data: {} } }, async () => stored);
    expect(send).not.toHaveBeenCalled();
  });

  describe('one e-mail to the firm per request', () => {
    /** A create as the site's write makes it, offering (or not) that the visitor's browser e-mails the firm. */
    const createFromSite = (strapi, data, { offer = true } = {}) => {
      strapi.requestContext = { get: () => ({ request: { headers: offer ? { [RELAY_HEADER]: RELAY_OFFER } : {} } }) };
      return create(strapi, data);
    };
    const quiet = () => new Promise((resolve) => setTimeout(resolve, 10));

    it('leaves the firm e-mail to the browser when no process can send, and still keeps the acknowledgement waiting', async () => {
      const send = jest.fn();
      const strapi = withMail(send);
      subscribeNotifications(strapi, {});
      expect(await createFromSite(strapi, { ...application })).toMatchObject({ email_etat: 'confié au site', email_prochain_essai: null, accuse_etat: 'en attente' });
      // Without the offer (a post made without JavaScript, another client), the e-mail waits for a process that can.
      expect(await createFromSite(strapi, { ...application }, { offer: false })).toMatchObject({ email_etat: 'en attente', accuse_etat: 'en attente' });
    });

    it('keeps the firm e-mail in the outbox while another process sends, even without SMTP here', async () => {
      const strapi = withMail(jest.fn());
      subscribeNotifications(strapi, {});
      await heartbeat(strapiTables(strapi), { everyMs: 5000 })();
      expect(await createFromSite(strapi, { ...application })).toMatchObject({ email_etat: 'en attente' });
    });

    it('sends it from the outbox when this process can, and leaves it to the browser while the sending is held', async () => {
      const send = jest.fn(async () => undefined);
      const strapi = withMail(send);
      subscribeNotifications(strapi, { SMTP_HOST: 'smtp.test', NOTIFY_EMAIL: 'rh@adive.test' });
      expect(await createFromSite(strapi, { ...application })).toMatchObject({ email_etat: 'en attente' });
      await quiet();
      expect(send.mock.calls.map((call) => /** @type {any} */ (call)[0].to)).toEqual(['rh@adive.test', application.email]);

      send.mockClear();
      await ensureJournalTable(strapi.db.connection);
      await holdMail(strapiTables(strapi), { reason: 'copie restaurée', by: 'test' });
      expect(await createFromSite(strapi, { ...application })).toMatchObject({ email_etat: 'confié au site', accuse_etat: 'en attente' });
      await quiet();
      expect(send).not.toHaveBeenCalled();
    });
  });
});
