'use strict';

const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { closingFields, ensureRequestStatuses, followUpRequests } = require('./follow-up');
const { addMonths, retentionSettings } = require('./retention');

const editor = { firstname: 'Aminata', lastname: 'Kaboré', email: 'aminata@adive.net' };

describe('the team follow-up of a request', () => {
  it('records when and by whom a request is closed, and clears both when it is reopened, noting when', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(closingFields('nouvelle', 'traitée', editor, now)).toEqual({ traitee_le: now, traitee_par: 'Aminata Kaboré' });
    expect(closingFields('en cours', 'sans suite', { email: 'x@adive.net' }, now)).toEqual({ traitee_le: now, traitee_par: 'x@adive.net' });
    expect(closingFields('traitée', 'en cours', editor, now)).toEqual({ traitee_le: null, traitee_par: null, rouverte_le: now });
    expect(closingFields('nouvelle', 'en cours', editor, now)).toEqual({});
    expect(closingFields('traitée', 'traitée', editor, now)).toEqual({});
  });

  function middlewareWith(current) {
    let middleware;
    const strapi = {
      documents: Object.assign(() => ({ findOne: async () => current }), { use: (fn) => (middleware = fn) }),
      requestContext: { get: () => ({ state: { user: editor } }) },
    };
    followUpRequests(strapi);
    return (action, data) => middleware({ action, uid: 'api::contact.contact', params: { documentId: 'd1', data } }, async () => data);
  }

  it('never takes the fields the CMS keeps from a visitor or from an editor form opened earlier', async () => {
    const run = middlewareWith({ statut: 'nouvelle' });
    const before = new Date();
    const created = await run('create', { name: 'Awa', statut: 'traitée', note_interne: 'x', email_etat: 'envoyé', traitee_par: 'moi', envoi_jeton: 't', rouverte_le: new Date(0) });
    expect(created).toEqual({ name: 'Awa', statut: 'nouvelle', derniere_activite: expect.any(Date), suppression_prevue_le: expect.any(Date) });
    // Its arrival is its last action: never a date the visitor sends.
    expect(created.derniere_activite.getTime()).toBeGreaterThanOrEqual(before.getTime());
    // A contact message is kept REQUEST_RETENTION_MONTHS (36 by default) from its arrival.
    const months = retentionSettings().requestMonths;
    expect(created.suppression_prevue_le.getTime()).toBeGreaterThanOrEqual(addMonths(before, months).getTime());
    expect(created.suppression_prevue_le.getTime()).toBeLessThanOrEqual(addMonths(new Date(), months).getTime());
    const updated = await run('update', { statut: 'traitée', note_interne: 'Rappelée', email_etat: 'en attente', accuse_essais: 0, suppression_prevue_le: null });
    expect(updated).toEqual({ statut: 'traitée', note_interne: 'Rappelée', traitee_le: expect.any(Date), traitee_par: 'Aminata Kaboré', derniere_activite: expect.any(Date), suppression_prevue_le: expect.any(Date) });
  });

  it("records each editor's change as the team's last action, and moves the deletion of one « en cours » with it", async () => {
    const run = middlewareWith({ statut: 'en cours', createdAt: new Date('2020-05-01T10:00:00Z'), traitee_le: null, rouverte_le: null });
    const before = new Date();
    const noted = await run('update', { note_interne: 'Relancée' });
    expect(noted.derniere_activite.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(noted.suppression_prevue_le).toEqual(addMonths(noted.derniere_activite, retentionSettings().inactiveMonths));
  });

  it('restarts the deletion date from the reopening of a request received long ago', async () => {
    const run = middlewareWith({ statut: 'traitée', createdAt: new Date('2024-05-01T10:00:00Z') });
    const before = new Date();
    const reopened = await run('update', { statut: 'nouvelle' });
    expect(reopened.rouverte_le.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(reopened.suppression_prevue_le).toEqual(addMonths(reopened.rouverte_le, retentionSettings().requestMonths));
  });

  it("starts an editor's duplicate as a new request with no e-mail to send and no delivery key", async () => {
    const run = middlewareWith({ statut: 'traitée' });
    const copy = await run('clone', { name: 'Awa (copie)' });
    // No delivery key either: the original holds it, once (a unique index would refuse the copy).
    expect(copy).toMatchObject({ name: 'Awa (copie)', statut: 'nouvelle', traitee_par: null, email_etat: null, accuse_etat: null, envoi_jeton: null, cle_envoi: null });
  });

  it('gives the requests stored before the follow-up the status "nouvelle", once', async () => {
    const strapi = createFakeStrapi({ tables: { 'api::devi.devi': [{ id: 1, statut: null }, { id: 2, statut: 'traitée' }] } });
    strapi.contentTypes = { 'api::devi.devi': {} };
    expect(await ensureRequestStatuses(strapi)).toBe(1);
    expect(strapi.data['api::devi.devi'].map((row) => row.statut)).toEqual(['nouvelle', 'traitée']);
    expect(await ensureRequestStatuses(strapi)).toBe(0);
  });
});
