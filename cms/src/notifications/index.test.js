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

describe('the e-mails of a request sent from the English or Arabic edition', () => {
  const quote = { documentId: 'q1', nom: 'John Mensah', email: 'john@example.gh', phone: '244123456', service: 'Vente en ligne', message: 'Hello', createdAt: '2026-11-26T10:00:00.000Z' };

  it('keep the French ones as they were, for a request in French or stored before the language was', () => {
    for (const record of [quote, { ...quote, langue: 'fr' }, { ...quote, langue: null }]) {
      expect(firmEmail('api::devi.devi', record, { to: 'a@b.c', adminUrl: '' })).toEqual({
        to: 'a@b.c',
        subject: 'Demande de devis : John Mensah',
        text: [
          'Demande de devis reçue par le site le 26/11/2026 10:00:00.',
          '',
          'Nom : John Mensah',
          'E-mail : john@example.gh',
          'Téléphone : 244123456',
          'Service : Vente en ligne',
          'Message : Hello',
          '',
          "Elle est enregistrée dans l'administration du site.",
        ].join('\n'),
        replyTo: 'john@example.gh',
      });
      expect(acknowledgement('api::devi.devi', record)).toEqual({
        to: 'john@example.gh',
        subject: 'ADIVE a bien reçu votre demande de devis',
        text: [
          'Bonjour,',
          '',
          'Nous avons bien reçu votre demande de devis et nous revenons vers vous rapidement.',
          '',
          'Cordialement,',
          "L'équipe ADIVE — Agence du digital et de la vente",
          '+226 69 09 09 37 · contact@adive.net',
          '',
          "Ce message est envoyé automatiquement : inutile d'y répondre.",
        ].join('\n'),
      });
    }
  });

  it('tell the firm, in French, to answer in English: in the subject and on the first line', () => {
    const mail = firmEmail('api::devi.devi', { ...quote, langue: 'en' }, { to: 'a@b.c', adminUrl: '' });
    expect(mail.subject).toBe('Demande de devis : John Mensah — À traiter en anglais');
    expect(mail.text).toMatch(/^À traiter en anglais : le visiteur a écrit depuis le site en anglais ; répondez-lui en anglais\.\n\nDemande de devis reçue par le site le /);
    expect(mail.text).toContain('Service : Vente en ligne');
    expect(mail.html).toBeUndefined();
    const arabic = firmEmail('api::candidature.candidature', { ...application, langue: 'ar' }, { to: 'a@b.c', adminUrl: '' });
    expect(arabic.subject).toBe('Candidature : Salif Compaoré pour « Commercial terrain » — À traiter en arabe');
    expect(arabic.text).toMatch(/^À traiter en arabe : le visiteur a écrit depuis le site en arabe ; répondez-lui en arabe\.\n\nCandidature reçue/);
    // However long the name, the subject keeps the words.
    const long = firmEmail('api::devi.devi', { ...quote, nom: 'x'.repeat(300), langue: 'en' }, { to: 'a@b.c', adminUrl: '' }).subject;
    expect(long.length).toBe(200);
    expect(long.endsWith(' — À traiter en anglais')).toBe(true);
  });

  it('acknowledge in English, with an HTML part in English', () => {
    /** @type {Record<string, [Record<string, unknown>, string]>} */
    const thanks = {
      'api::devi.devi': [{ ...quote }, 'your quote request'],
      'api::contact.contact': [{ name: 'John', email: 'john@example.gh' }, 'your message'],
      'api::commande.commande': [{ nom: 'John', email: 'john@example.gh' }, 'your order'],
      'api::candidature.candidature': [{ ...application }, 'your application for the position of ‘Commercial terrain’'],
    };
    for (const [uid, [record, what]] of Object.entries(thanks)) {
      const mail = acknowledgement(uid, { ...record, langue: 'en' });
      expect(mail.subject).toBe(`ADIVE has received ${what}`);
      expect(mail.text).toBe(
        [
          'Hello,',
          '',
          `We have received ${what} and will get back to you shortly.`,
          '',
          'Kind regards,',
          'The ADIVE team — Digital and Sales Agency',
          '+226 69 09 09 37 · contact@adive.net',
          '',
          'This message was sent automatically: there is no need to reply to it.',
        ].join('\n'),
      );
      expect(mail.html).toContain('<html lang="en-GB" dir="ltr">');
      expect(mail.html).toContain(`<p style="margin:0 0 16px">We have received ${what} and will get back to you shortly.</p>`);
    }
    expect(acknowledgement('api::candidature.candidature', { ...application, intitule_offre: 'Candidature spontanée', langue: 'en' }).subject).toBe('ADIVE has received your open application');
  });

  it('acknowledge in Arabic, right to left, the numbers and addresses kept left to right', () => {
    const mail = acknowledgement('api::devi.devi', { ...quote, langue: 'ar' });
    expect(mail.subject).toBe('تلقّت ADIVE طلبكم للحصول على عرض سعر');
    expect(mail.text).toBe(
      [
        'تحية طيبة،',
        '',
        'لقد تلقّينا طلبكم للحصول على عرض سعر، وسنعود إليكم في أقرب وقت.',
        '',
        'مع خالص التحية،',
        'فريق ADIVE — وكالة الرقمنة والمبيعات',
        '+226 69 09 09 37 · contact@adive.net',
        '',
        'أُرسلت هذه الرسالة تلقائيًا، فلا حاجة إلى الرد عليها.',
      ].join('\n'),
    );
    // Western digits only.
    expect(mail.text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<div lang="ar" dir="rtl" style="padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f1e3d;text-align:right">');
    expect(mail.html).toContain('<span dir="ltr">+226 69 09 09 37 · contact@adive.net</span>');
    expect(acknowledgement('api::contact.contact', { name: 'x', email: 'a@b.c', langue: 'ar' }).subject).toBe('تلقّت ADIVE رسالتكم');
    expect(acknowledgement('api::commande.commande', { nom: 'x', email: 'a@b.c', langue: 'ar' }).subject).toBe('تلقّت ADIVE طلب الشراء الخاص بكم');
    expect(acknowledgement('api::candidature.candidature', { ...application, langue: 'ar' }).subject).toBe('تلقّت ADIVE طلب التوظيف الخاص بكم لوظيفة «Commercial terrain»');
    expect(acknowledgement('api::candidature.candidature', { ...application, intitule_offre: 'Candidature spontanée', langue: 'ar' }).subject).toBe('تلقّت ADIVE طلب التوظيف التلقائي الخاص بكم');
  });

  it("escape the offer's title in the HTML part", () => {
    const mail = acknowledgement('api::candidature.candidature', { ...application, intitule_offre: 'Dev <b>"senior"</b> & co', langue: 'en' });
    expect(mail.html).toContain('‘Dev &#60;b&#62;&#34;senior&#34;&#60;/b&#62; &#38; co’');
    expect(mail.html).not.toContain('<b>');
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
