'use strict';

const { createFakeStrapi, refuseDeleting } = require('../bootstrap/fakeStrapi');
const { addMonths, deletionDate, enforceRetention, ensureDeletionDates, retentionSettings } = require('./retention');

const now = new Date('2026-11-27T03:00:00Z');
const monthsAgo = (months, days = 0) => new Date(addMonths(now, -months).getTime() - days * 86_400_000);

function cms() {
  const strapi = createFakeStrapi({
    tables: {
      'api::candidature.candidature': [
        { id: 1, documentId: 'c-old', createdAt: monthsAgo(25), traitee_le: null },
        { id: 2, documentId: 'c-handled-long-ago', createdAt: monthsAgo(30), traitee_le: monthsAgo(24, 1) },
        { id: 3, documentId: 'c-handled-recently', createdAt: monthsAgo(30), traitee_le: monthsAgo(23) },
        { id: 4, documentId: 'c-new', createdAt: monthsAgo(1), traitee_le: null },
        // Reopened long after: someone works on it, it stays.
        { id: 8, documentId: 'c-reopened', createdAt: monthsAgo(26), traitee_le: null, statut: 'en cours' },
        // Closed, then set back to « nouvelle » yesterday: its time starts again from the reopening.
        { id: 9, documentId: 'c-reopened-new', createdAt: monthsAgo(30), traitee_le: null, rouverte_le: monthsAgo(0, 1), statut: 'nouvelle' },
        // Reopened 25 months ago and left since: due.
        { id: 10, documentId: 'c-reopened-long-ago', createdAt: monthsAgo(40), traitee_le: null, rouverte_le: monthsAgo(25), statut: 'nouvelle' },
      ],
      'api::devi.devi': [
        { id: 5, documentId: 'd-25-months', createdAt: monthsAgo(25), traitee_le: null },
        { id: 6, documentId: 'd-37-months', createdAt: monthsAgo(37), traitee_le: null },
      ],
    },
  });
  return { strapi, deleted: strapi.deleted };
}

describe('the retention of requests', () => {
  it('is 24 months for applications and 36 for the other requests, unless configured', () => {
    expect(retentionSettings({})).toEqual({ candidatureMonths: 24, requestMonths: 36, inactiveMonths: 36 });
    expect(retentionSettings({ CANDIDATURE_RETENTION_MONTHS: '12', REQUEST_RETENTION_MONTHS: 'x', INACTIVE_RETENTION_MONTHS: '48' })).toEqual({ candidatureMonths: 12, requestMonths: 36, inactiveMonths: 48 });
    const settings = retentionSettings({});
    expect(deletionDate('api::candidature.candidature', { createdAt: new Date('2026-01-15T10:00:00Z'), traitee_le: null }, settings)).toEqual(new Date('2028-01-15T10:00:00Z'));
    expect(deletionDate('api::devi.devi', { createdAt: new Date('2026-01-15T10:00:00Z'), traitee_le: new Date('2026-02-01T08:00:00Z') }, settings)).toEqual(new Date('2029-02-01T08:00:00Z'));
    // Month ends: the last day of the shorter month, never the next month's first days.
    expect(addMonths(new Date('2026-08-31T10:00:00Z'), 6)).toEqual(new Date('2027-02-28T10:00:00Z'));
    expect(addMonths(new Date('2028-02-29T10:00:00Z'), -24)).toEqual(new Date('2026-02-28T10:00:00Z'));
  });

  it('deletes exactly the expired requests, counted from when they were handled, and logs counts only', async () => {
    const { strapi, deleted } = cms();
    const { removed, failed } = await enforceRetention(strapi, { settings: retentionSettings({}), now });
    expect(deleted.sort()).toEqual(['c-handled-long-ago', 'c-old', 'c-reopened-long-ago', 'd-37-months']);
    expect(removed).toEqual({ 'api::candidature.candidature': 3, 'api::devi.devi': 1 });
    expect(failed).toEqual({});
    expect(strapi.data['api::candidature.candidature'].map((row) => row.documentId)).toEqual(['c-handled-recently', 'c-new', 'c-reopened', 'c-reopened-new']);
    expect(strapi.data['api::devi.devi'].map((row) => row.documentId)).toEqual(['d-25-months']);
    expect(strapi.logs).toContainEqual(['info', '[cms] conservation des données : supprimé 1 demande(s) de devis, 3 candidature(s) et leur CV']);
    expect(JSON.stringify(strapi.logs)).not.toMatch(/c-old|d-37/);
  });

  it('deletes each request on its own: one that fails is logged and left for the next night, the others are deleted', async () => {
    const { strapi } = cms();
    // The CV of this application cannot be removed (its file's permissions after a restore, say).
    refuseDeleting(strapi, 'c-old');
    const { removed, failed } = await enforceRetention(strapi, { settings: retentionSettings({}), now });
    expect(removed).toEqual({ 'api::candidature.candidature': 2, 'api::devi.devi': 1 });
    expect(failed).toEqual({ 'api::candidature.candidature': 1 });
    expect(strapi.data['api::candidature.candidature'].map((row) => row.documentId)).toContain('c-old');
    expect(strapi.logs).toContainEqual(['error', expect.stringMatching(/^\[cms\] conservation des données : api::candidature\.candidature #1 non supprimé\(e\), nouvel essai la nuit prochaine : EACCES/)]);
    expect(strapi.logs).toContainEqual(['warn', '[cms] conservation des données : supprimé 1 demande(s) de devis, 2 candidature(s) et leur CV ; en échec 1 candidature(s) et leur CV']);
  });

  it('reads each request again just before deleting it: one taken up meanwhile stays', async () => {
    const { strapi } = cms();
    const documents = strapi.documents;
    strapi.documents = (uid) => ({
      delete: async ({ documentId }) => {
        // While the night's run deletes the first, a recruiter takes up another one on the list.
        const other = strapi.data['api::candidature.candidature'].find((row) => row.documentId === 'c-handled-long-ago');
        if (other) other.statut = 'en cours';
        return documents(uid).delete({ documentId });
      },
    });
    await enforceRetention(strapi, { settings: retentionSettings({}), now });
    expect(strapi.data['api::candidature.candidature'].map((row) => row.documentId)).toContain('c-handled-long-ago');
  });

  it('keeps nothing for ever: one « en cours » goes INACTIVE_RETENTION_MONTHS after the team last touched it', async () => {
    const { strapi, deleted } = cms();
    strapi.data['api::candidature.candidature'].push(
      // Set « en cours » six years ago and forgotten since (no action recorded: its arrival counts).
      { id: 11, documentId: 'c-forgotten-en-cours', createdAt: monthsAgo(72), traitee_le: null, statut: 'en cours' },
      // Received six years ago, but the team changed it last month: someone still works on it.
      { id: 12, documentId: 'c-old-but-active', createdAt: monthsAgo(72), traitee_le: null, statut: 'en cours', derniere_activite: monthsAgo(1) },
      // Touched 37 months ago, « en cours » since.
      { id: 13, documentId: 'c-idle-37-months', createdAt: monthsAgo(40), traitee_le: null, statut: 'en cours', derniere_activite: monthsAgo(37) },
    );
    await enforceRetention(strapi, { settings: retentionSettings({}), now });
    expect(deleted).toEqual(expect.arrayContaining(['c-forgotten-en-cours', 'c-idle-37-months']));
    expect(deleted).not.toContain('c-old-but-active');
    expect(deleted).not.toContain('c-reopened');
    const settings = retentionSettings({});
    expect(deletionDate('api::candidature.candidature', { createdAt: monthsAgo(72), statut: 'en cours', derniere_activite: monthsAgo(1) }, settings)).toEqual(addMonths(monthsAgo(1), 36));
    // The bound caps every rule: an application closed long ago, changed since, still goes 24 months after closing.
    expect(deletionDate('api::candidature.candidature', { createdAt: monthsAgo(30), traitee_le: monthsAgo(20), statut: 'traitée', derniere_activite: monthsAgo(2) }, settings)).toEqual(addMonths(monthsAgo(20), 24));
    expect(deletionDate('api::devi.devi', { createdAt: monthsAgo(10), statut: 'nouvelle' }, retentionSettings({ INACTIVE_RETENTION_MONTHS: '6' }))).toEqual(addMonths(monthsAgo(10), 6));
  });

  it('counts a reopened request from its reopening', () => {
    const settings = retentionSettings({});
    const reopened = { createdAt: new Date('2024-05-01T10:00:00Z'), traitee_le: null, rouverte_le: new Date('2026-11-27T10:00:00Z') };
    expect(deletionDate('api::candidature.candidature', reopened, settings)).toEqual(new Date('2028-11-27T10:00:00Z'));
    expect(deletionDate('api::candidature.candidature', { ...reopened, traitee_le: new Date('2026-12-01T10:00:00Z') }, settings)).toEqual(new Date('2028-12-01T10:00:00Z'));
  });

  it('gives a request stored before the last action was kept its last update as last action: one edited last week stays', async () => {
    const { strapi, deleted } = cms();
    strapi.contentTypes = { 'api::candidature.candidature': {} };
    // Received 40 months ago, « en cours », edited last week (before the upgrade: no last action recorded).
    strapi.data['api::candidature.candidature'].push({ id: 14, documentId: 'c-legacy-active', createdAt: monthsAgo(40), updatedAt: monthsAgo(0, 7), traitee_le: null, statut: 'en cours' });
    await ensureDeletionDates(strapi, { settings: retentionSettings({}) });
    const row = strapi.data['api::candidature.candidature'].find((candidate) => candidate.documentId === 'c-legacy-active');
    expect(row).toMatchObject({ derniere_activite: monthsAgo(0, 7), suppression_prevue_le: addMonths(monthsAgo(0, 7), 36) });
    await enforceRetention(strapi, { settings: retentionSettings({}), now });
    expect(deleted).not.toContain('c-legacy-active');
  });

  it('keeps each request\'s deletion date in line with the configuration', async () => {
    const { strapi } = cms();
    strapi.contentTypes = { 'api::devi.devi': {} };
    expect(await ensureDeletionDates(strapi, { settings: retentionSettings({ REQUEST_RETENTION_MONTHS: '12' }) })).toBe(2);
    expect(strapi.data['api::devi.devi'][0].suppression_prevue_le).toEqual(addMonths(monthsAgo(25), 12));
    expect(await ensureDeletionDates(strapi, { settings: retentionSettings({ REQUEST_RETENTION_MONTHS: '12' }) })).toBe(0);
  });
});
