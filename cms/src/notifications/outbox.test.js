'use strict';

const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { createOutbox, isPermanent, nextAttempt, outboxSettings, parseDelays } = require('./outbox');
const { waitingEmails } = require('../requests/email-fields');

const UID = 'api::devi.devi';
const MINUTE = 60_000;

/** A refusal as nodemailer reports a 550 to RCPT TO. */
const refused = () => Object.assign(new Error("Can't send mail - all recipients were rejected"), { code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, response: '550 5.1.1 User unknown' });
const unreachable = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });

/** A CMS holding one quote received at `createdAt`, an outbox on it whose clock the test moves. */
function setUp({ email = 'awa@exemple.bf', createdAt = new Date('2026-11-27T08:00:00Z') } = {}) {
  const clock = { now: new Date(createdAt) };
  const strapi = createFakeStrapi({
    tables: { [UID]: [{ id: 1, documentId: 'd1', nom: 'Awa', email, createdAt, ...waitingEmails({ visitorEmail: email, now: createdAt }) }] },
  });
  const send = jest.fn(/** @type {(message: { to: string }) => Promise<void>} */ (async () => {}));
  /** The CMS's hold (a restored copy): nothing leaves while it is on. */
  const hold = { on: false };
  const make = () =>
    createOutbox(strapi, {
      uids: [UID],
      render: { firmEmail: () => ({ to: 'equipe@adive.test' }), acknowledgement: (_uid, record) => (record.email ? { to: record.email } : null) },
      send,
      settings: outboxSettings({ MAIL_RETRY_DELAYS: '1m,5m,15m,1h' }),
      isHeld: async () => hold.on,
      now: () => clock.now,
    });
  const row = () => strapi.data[UID][0];
  const later = (ms) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  return { strapi, send, outbox: make(), make, row, later, clock, hold };
}

describe('the back-off', () => {
  it('reads the delays, and repeats the last one until the e-mail is given up', () => {
    expect(parseDelays('1m, 5m,15m,1h')).toEqual([MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE]);
    expect(parseDelays('2s')).toEqual([2000]);
    expect(parseDelays('nonsense')).toEqual([MINUTE]);
    const createdAt = new Date('2026-11-27T08:00:00Z');
    const delays = parseDelays('1m,5m,15m,1h');
    const at = (attempts, hoursLater) => nextAttempt({ attempts, createdAt, now: new Date(createdAt.getTime() + hoursLater * 3_600_000), delays, giveUpMs: 48 * 3_600_000 });
    expect(at(1, 0)?.getTime()).toBe(createdAt.getTime() + MINUTE);
    expect(at(4, 1)?.getTime()).toBe(createdAt.getTime() + 2 * 3_600_000);
    expect(at(9, 10)?.getTime()).toBe(createdAt.getTime() + 11 * 3_600_000);
    expect(at(50, 47.5)).toBeNull();
  });

  it('takes only a refused recipient for a permanent failure', () => {
    expect(isPermanent(refused())).toBe(true);
    expect(isPermanent(unreachable())).toBe(false);
    // A mailbox full or greylisting (4xx) and a refused login (a setting to fix) are tried again.
    expect(isPermanent(Object.assign(new Error('greylisted'), { code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451 }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('Invalid login'), { code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 }))).toBe(false);
    // A sender the server does not accept (SMTP_FROM to fix) or a refused message: tried again once fixed.
    expect(isPermanent(Object.assign(new Error('Mail command failed'), { code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 553 }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('Data command failed'), { code: 'EENVELOPE', command: 'DATA', responseCode: 554 }))).toBe(false);
  });
});

describe('the outbox', () => {
  it('stores a request with its e-mails waiting, the acknowledgement only to a visitor who left an address', () => {
    const now = new Date('2026-11-27T08:00:00Z');
    expect(waitingEmails({ visitorEmail: 'a@b.c', now })).toMatchObject({ email_etat: 'en attente', email_prochain_essai: now, accuse_etat: 'en attente', email_essais: 0 });
    expect(waitingEmails({ visitorEmail: '', now })).toMatchObject({ email_etat: 'en attente', accuse_etat: null, accuse_prochain_essai: null });
  });

  it('sends both e-mails once, records when, and releases the request', async () => {
    const { outbox, send, row } = setUp();
    await outbox.deliver(UID, 1);
    expect(send.mock.calls.map(([message]) => message.to)).toEqual(['equipe@adive.test', 'awa@exemple.bf']);
    expect(row()).toMatchObject({ email_etat: 'envoyé', accuse_etat: 'envoyé', email_essais: 1, envoi_jeton: null, envoi_bail: null });
    expect(row().email_envoye_le).toEqual(new Date('2026-11-27T08:00:00Z'));
    await outbox.sweep();
    await outbox.deliver(UID, 1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps what failed for later, with the reason, and sends it when due once the server is back', async () => {
    const { outbox, send, row, later } = setUp();
    send.mockImplementation(async () => {
      throw unreachable();
    });
    await outbox.deliver(UID, 1);
    expect(row()).toMatchObject({ email_etat: 'en attente', email_essais: 1, email_erreur: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(row().email_prochain_essai).toEqual(new Date('2026-11-27T08:01:00Z'));
    // Not due yet: the sweep leaves it.
    later(30_000);
    expect(await outbox.sweep()).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    send.mockImplementation(async () => {});
    later(30_000);
    expect(await outbox.sweep()).toBe(1);
    expect(row()).toMatchObject({ email_etat: 'envoyé', accuse_etat: 'envoyé', email_essais: 2, email_erreur: null, email_prochain_essai: null });
  });

  it('marks a refused recipient failed with the reason and never tries it again', async () => {
    const { outbox, send, row, later } = setUp();
    send.mockImplementation(async (message) => {
      if (message.to !== 'equipe@adive.test') throw refused();
    });
    await outbox.deliver(UID, 1);
    expect(row()).toMatchObject({ email_etat: 'envoyé', accuse_etat: 'échec', accuse_prochain_essai: null });
    expect(row().accuse_erreur).toBe("Refusé par le serveur d'e-mail : 550 5.1.1 User unknown");
    later(3_600_000);
    await outbox.sweep();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives the acknowledgement up after an hour and the firm e-mail after 48 hours', async () => {
    const { outbox, send, row, later } = setUp();
    send.mockImplementation(async () => {
      throw unreachable();
    });
    for (let hour = 0; hour < 50 && row().email_etat === 'en attente'; hour += 1) {
      await outbox.sweep();
      if (hour === 2) expect(row().accuse_etat).toBe('échec');
      later(3_600_000);
    }
    expect(row().accuse_erreur).toMatch(/^Abandonné après 1 h d'essais : connect ECONNREFUSED/);
    expect(row()).toMatchObject({ email_etat: 'échec' });
    expect(row().email_erreur).toMatch(/^Abandonné après 48 h d'essais/);
    expect(row().email_essais).toBeGreaterThan(40);
  });

  it('never sends a request that another process holds, until its lease runs out', async () => {
    const { outbox, make, send, row, later } = setUp();
    // Another process's claim, made a moment ago (a CMS that is sending it, or died while sending it).
    Object.assign(row(), { envoi_jeton: 'other', envoi_bail: new Date('2026-11-27T08:05:00Z') });
    expect(await outbox.deliver(UID, 1)).toBe(false);
    expect(await make().sweep()).toBe(0);
    expect(send).not.toHaveBeenCalled();
    later(5 * MINUTE + 1);
    expect(await outbox.sweep()).toBe(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stops a process that lost its claim during a send, instead of sending what another now holds', async () => {
    const { outbox, make, send, row, later, strapi } = setUp();
    const other = make();
    let first = true;
    send.mockImplementation(async () => {
      if (!first) return;
      first = false;
      // This send stalls past the lease: another process takes the request over and sends its e-mails.
      later(outboxSettings({}).leaseMs + 1);
      expect(await other.deliver(UID, 1)).toBe(true);
    });
    expect(await outbox.deliver(UID, 1)).toBe(false);
    // The firm e-mail went twice (the stalled send, then the other process's); the acknowledgement only once.
    expect(send.mock.calls.map(([message]) => message.to)).toEqual(['equipe@adive.test', 'equipe@adive.test', 'awa@exemple.bf']);
    expect(row()).toMatchObject({ email_etat: 'envoyé', accuse_etat: 'envoyé', envoi_jeton: null });
    expect(strapi.logs).toContainEqual(['error', expect.stringMatching(/réservation perdue/)]);
  });

  it('sends nothing while the CMS is on hold, then each e-mail once when it is lifted', async () => {
    const { outbox, send, row, later, hold } = setUp();
    hold.on = true;
    expect(await outbox.deliver(UID, 1)).toBe(false);
    later(MINUTE);
    expect(await outbox.sweep()).toBe(0);
    expect(send).not.toHaveBeenCalled();
    expect(row()).toMatchObject({ email_etat: 'en attente', accuse_etat: 'en attente', email_essais: 0, envoi_jeton: null });
    hold.on = false;
    expect(await outbox.sweep()).toBe(1);
    expect(await outbox.sweep()).toBe(0);
    expect(send.mock.calls.map(([message]) => message.to)).toEqual(['equipe@adive.test', 'awa@exemple.bf']);
  });

  it('never sends an e-mail past its time: an acknowledgement found waiting hours later is given up unsent', async () => {
    // No process could send for three hours (none had SMTP_HOST, or the CMS was held): the firm still hears of the
    // request, the visitor gets no acknowledgement hours late.
    const { outbox, send, row, later } = setUp();
    later(3 * 3_600_000);
    expect(await outbox.sweep()).toBe(1);
    expect(send.mock.calls.map(([message]) => message.to)).toEqual(['equipe@adive.test']);
    expect(row()).toMatchObject({ email_etat: 'envoyé', accuse_etat: 'échec', accuse_prochain_essai: null });
    expect(row().accuse_erreur).toBe("Abandonné sans envoi : aucun envoi possible dans l'heure suivant la demande.");
  });

  it('holds a request at least as long as one send may last', () => {
    expect(outboxSettings({}).leaseMs).toBe(300_000);
    expect(outboxSettings({ MAIL_LEASE_SECONDS: '5', SMTP_TIMEOUT_MS: '60000' }).leaseMs).toBe(600_000);
  });

  it('lets two processes sweeping at once send each e-mail once', async () => {
    const { make, send, strapi } = setUp();
    for (let id = 2; id <= 6; id += 1) strapi.data[UID].push({ ...strapi.data[UID][0], id, documentId: `d${id}` });
    // The mail server answers slowly: both sweeps run while the first sends are under way.
    send.mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 5)));
    await Promise.all([make().sweep(), make().sweep(), make().sweep()]);
    expect(send).toHaveBeenCalledTimes(12);
    expect(strapi.data[UID].every((record) => record.email_etat === 'envoyé' && record.accuse_etat === 'envoyé')).toBe(true);
  });
});
