'use strict';

const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { OPENINGS_UID, editorLabel, openingsOf, recordOpening } = require('./openings');

describe('the record of who opened a CV', () => {
  const recruiter = { id: 7, firstname: 'Aminata', lastname: 'Kaboré', email: 'aminata@adive.net' };

  it('names the editor as the admin knows them, with their address and account', async () => {
    const strapi = createFakeStrapi({ tables: { [OPENINGS_UID]: [] } });
    await recordOpening(strapi, { documentId: 'a1', user: recruiter, now: new Date('2026-12-01T09:00:00Z') });
    await recordOpening(strapi, { documentId: 'a2', user: { id: 8, email: 'issa@adive.net' }, now: new Date('2026-12-01T10:00:00Z') });
    await recordOpening(strapi, { documentId: 'a1', user: { id: 8, email: 'issa@adive.net' }, now: new Date('2026-12-01T11:00:00Z') });
    expect(strapi.data[OPENINGS_UID][0]).toMatchObject({ candidature: 'a1', par: 'Aminata Kaboré <aminata@adive.net>', par_compte: 7 });
    expect(editorLabel({ id: 8, email: 'issa@adive.net' })).toBe('issa@adive.net');
    // One application's openings only.
    expect((await openingsOf(strapi, 'a1')).map((opening) => opening.par)).toEqual(expect.arrayContaining(['Aminata Kaboré <aminata@adive.net>', 'issa@adive.net']));
    expect(await openingsOf(strapi, 'a1')).toHaveLength(2);
  });

  it('can be taken back when the application went while it was written', async () => {
    const strapi = createFakeStrapi({ tables: { [OPENINGS_UID]: [] } });
    const record = await recordOpening(strapi, { documentId: 'a1', user: recruiter });
    await record.withdraw();
    expect(strapi.data[OPENINGS_UID]).toEqual([]);
  });
});
