'use strict';

const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { waitingWithin } = require('./routes');

describe("the e-mails waiting, as an editor's role may count them", () => {
  const strapi = createFakeStrapi({
    tables: {
      'api::devi.devi': [
        { id: 1, email_etat: 'en attente', accuse_etat: 'en attente' },
        { id: 2, email_etat: 'envoyé', accuse_etat: 'en attente' },
      ],
      'api::candidature.candidature': [{ id: 3, email_etat: 'en attente', accuse_etat: 'envoyé' }],
    },
  });
  strapi.contentTypes = { 'api::devi.devi': {}, 'api::candidature.candidature': {} };

  it('counts only the kinds it opens, within its conditions, and the e-mail states it may read', async () => {
    const everything = { reads: () => true };
    expect(await waitingWithin(strapi, () => everything)).toBe(4);
    // No applications; quotes within « created by me » (quote 2 here).
    expect(await waitingWithin(strapi, (uid) => (uid === 'api::devi.devi' ? { ...everything, where: { id: 2 } } : null))).toBe(1);
    // The firm's e-mail's state only.
    expect(await waitingWithin(strapi, () => ({ reads: (field) => field === 'email_etat' }))).toBe(2);
    expect(await waitingWithin(strapi, () => ({ reads: () => false }))).toBe(0);
  });
});
