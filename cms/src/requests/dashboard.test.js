'use strict';

const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { dashboardData, weeklyCounts, weekStart } = require('./dashboard');

const now = new Date('2026-11-27T12:00:00Z'); // a Friday
const daysAgo = (days) => new Date(now.getTime() - days * 86_400_000);

describe('the admin home page figures', () => {
  it('count the last 30 days per week, Monday first, oldest week first', () => {
    expect(weekStart(now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    const weeks = weeklyCounts([daysAgo(0), daysAgo(1), daysAgo(8), daysAgo(29), daysAgo(31)], now);
    expect(weeks.map((week) => week.start)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weeks.map((week) => week.count)).toEqual([1, 0, 0, 1, 2]);
  });

  function cms() {
    const request = (id, days, fields) => ({ id, documentId: `doc${id}`, nom: `Demande ${id}`, createdAt: daysAgo(days), statut: 'nouvelle', email_etat: 'envoyé', accuse_etat: 'envoyé', suppression_prevue_le: daysAgo(-700), ...fields });
    const strapi = createFakeStrapi({
      tables: {
        'api::devi.devi': [
          request(1, 5),
          request(2, 1),
          request(3, 3, { statut: 'en cours' }),
          request(4, 40, { email_etat: 'échec' }),
          // Due for deletion within the month: one still open is listed, one already closed goes unannounced.
          request(7, 1090, { statut: 'en cours', suppression_prevue_le: daysAgo(-12) }),
          request(8, 1090, { statut: 'traitée', suppression_prevue_le: daysAgo(-3) }),
        ],
        'api::candidature.candidature': [request(5, 2.5, { accuse_etat: 'échec' }), request(6, 0.5, { email_etat: 'en attente' })],
        'api::contact.contact': [],
        'api::commande.commande': [],
      },
    });
    strapi.contentTypes = { 'api::devi.devi': {}, 'api::candidature.candidature': {}, 'api::contact.contact': {}, 'api::commande.commande': {} };
    return strapi;
  }

  const everything = () => ({ reads: () => true });

  it('list what waits for more than 48 hours oldest first, what the retention deletes soon, and what was not delivered', async () => {
    const data = await dashboardData(cms(), { access: everything, now });
    expect(data.waiting.map((request) => request.documentId)).toEqual(['doc4', 'doc1', 'doc5']);
    const quotes = data.kinds.find((kind) => kind.uid === 'api::devi.devi');
    expect(quotes).toMatchObject({ label: 'Devis', total: 3, waiting: 2, failed: { firm: 1, acknowledgement: 0 }, deletions: 1 });
    expect(data.deletions).toEqual([{ uid: 'api::devi.devi', label: 'Devis', documentId: 'doc7', name: 'Demande 7', statut: 'en cours', deletesOn: daysAgo(-12) }]);
    expect(data.kinds.find((kind) => kind.uid === 'api::candidature.candidature')).toMatchObject({ total: 2, failed: { firm: 0, acknowledgement: 1 }, emailsWaiting: 1 });
    expect(data.waiting[0]).toMatchObject({ label: 'Devis', name: 'Demande 4' });
  });

  it('show an editor only the kinds they may read', async () => {
    const data = await dashboardData(cms(), { access: (uid) => (uid === 'api::candidature.candidature' ? null : { reads: (field) => field !== 'nom' }), now });
    expect(data.kinds.map((kind) => kind.uid)).not.toContain('api::candidature.candidature');
    expect(data.waiting.map((request) => request.documentId)).toEqual(['doc4', 'doc1']);
    // A role that may not read the requester's name sees none.
    expect(data.waiting.map((request) => request.name)).toEqual(['', '']);
  });

  it("keep to the conditions of an editor's role (only what they created, for instance)", async () => {
    const data = await dashboardData(cms(), { access: () => ({ reads: () => true, where: { id: { $lt: 3 } } }), now });
    expect(data.kinds.find((kind) => kind.uid === 'api::devi.devi')).toMatchObject({ total: 2, waiting: 1, failed: { firm: 0, acknowledgement: 0 }, deletions: 0 });
    expect(data.waiting.map((request) => request.documentId)).toEqual(['doc1']);
    expect(data.deletions).toEqual([]);
  });

  it('compute no figure from a field the role may not read: the status, an e-mail state, the deletion date', async () => {
    const data = await dashboardData(cms(), { access: () => ({ reads: (field) => ['nom', 'email'].includes(field) }), now });
    const quotes = data.kinds.find((kind) => kind.uid === 'api::devi.devi');
    expect(quotes).toMatchObject({ total: 3, waiting: null, failed: { firm: null, acknowledgement: null }, emailsWaiting: null, deletions: null });
    expect(data.waiting).toEqual([]);
    expect(data.deletions).toEqual([]);
    // The status, but not the e-mails' states: what waits, not what failed.
    const withStatus = await dashboardData(cms(), { access: () => ({ reads: (field) => ['nom', 'statut'].includes(field) }), now });
    expect(withStatus.kinds.find((kind) => kind.uid === 'api::devi.devi')).toMatchObject({ waiting: 2, failed: { firm: null, acknowledgement: null }, deletions: null });
  });
});
