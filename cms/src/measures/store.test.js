'use strict';

const { addBatch, forgetOldMeasures, MAX_ELEMENT_ROWS_PER_DAY, MAX_ELEMENTS, OTHER_ELEMENT } = require('./store');
const { fieldReport, p75 } = require('./report');
const { measuresDatabase, measuresDatabaseEachTest } = require('./testDatabase');

const database = () => measuresDatabase();

const row = (fields = {}) => ({ jour: '2026-11-28', type_page: '/faq', indicateur: 'LCP', connexion: '3g', appareil: 'moyen', origine: 'reseau', element: '', borne: 1200, nombre: 1, ...fields });
const batch = (lot, lignes) => ({ lot, lignes });
const counts = (db) => db.knex('mesures').select('indicateur', 'element', 'borne', 'nombre').orderBy(['indicateur', 'element', 'borne']);

describe('field measures: adding batches', () => {
  const db = measuresDatabaseEachTest();

  it('adds counts into the same buckets, and counts a batch sent twice once', async () => {
    const first = batch('lot-00000001', [row({ indicateur: 'vues', borne: 0, nombre: 2 }), row({ nombre: 2 })]);
    expect(await addBatch(db.strapi, first)).toEqual({ ok: true, added: 2, alreadyAdded: false });
    expect(await addBatch(db.strapi, first)).toEqual({ ok: true, added: 0, alreadyAdded: true });
    await addBatch(db.strapi, batch('lot-00000002', [row({ nombre: 3 }), row({ borne: 2500 })]));
    expect(await counts(db)).toEqual([
      { indicateur: 'LCP', element: '', borne: 1200, nombre: 5 },
      { indicateur: 'LCP', element: '', borne: 2500, nombre: 1 },
      { indicateur: 'vues', element: '', borne: 0, nombre: 2 },
    ]);
  });

  it('loses nothing when batches arrive at the same moment', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => addBatch(db.strapi, batch(`lot-par-${String(index).padStart(4, '0')}`, [row({ nombre: index + 1 })]))));
    expect(await counts(db)).toEqual([{ indicateur: 'LCP', element: '', borne: 1200, nombre: 210 }]);
  });

  it.each([
    ['no key', { lignes: [row()] }],
    ['a key of odd characters', batch('lot 1; drop', [row()])],
    ['rows that are no list', batch('lot-00000003', { 0: row() })],
    ['an unknown metric', batch('lot-00000004', [row({ indicateur: 'FID' })])],
    ['a day that is no day', batch('lot-00000005', [row({ jour: 'demain' })])],
    ['a page that is an address', batch('lot-00000006', [row({ type_page: 'https://exemple.bf/faq' })])],
    ['a negative count', batch('lot-00000007', [row({ nombre: -4 })])],
    ['an element with text', batch('lot-00000008', [row({ element: 'button "Envoyer"' })])],
    ['a kind of page the site has not', batch('lot-00000014', [row({ type_page: '/page-inventee' })])],
    ['a bucket the metric has not', batch('lot-00000015', [row({ borne: 1234 })])],
  ])('refuses %s, and keeps nothing of the batch', async (_, body) => {
    const outcome = await addBatch(db.strapi, { ...body, lignes: Array.isArray(body.lignes) ? [row(), ...body.lignes] : body.lignes });
    expect(outcome.ok).toBe(false);
    expect(await db.knex('mesures').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await db.knex('mesures_lots').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it(`keeps ${MAX_ELEMENTS} elements per day, page and metric, the others counted as « ${OTHER_ELEMENT} »`, async () => {
    const many = Array.from({ length: MAX_ELEMENTS + 5 }, (_, index) => row({ indicateur: 'INP', element: `button#b${index}`, borne: 200 }));
    await addBatch(db.strapi, batch('lot-00000009', many));
    await addBatch(db.strapi, batch('lot-00000010', [row({ indicateur: 'INP', element: 'a#nouveau', borne: 200 }), row({ indicateur: 'INP', element: 'button#b1', borne: 200 })]));
    const elements = await db.knex('mesures').select('element', 'nombre').where({ indicateur: 'INP' });
    expect(elements).toHaveLength(MAX_ELEMENTS + 1);
    expect(elements.find((entry) => entry.element === OTHER_ELEMENT)).toEqual({ element: OTHER_ELEMENT, nombre: 6 });
    expect(elements.find((entry) => entry.element === 'button#b1')).toEqual({ element: 'button#b1', nombre: 2 });
  });

  it(`keeps ${MAX_ELEMENT_ROWS_PER_DAY} rows naming an element per day; past them the element is left out, no count lost`, async () => {
    const connections = ['2g', '3g', '4g', 'inconnue'];
    const bounds = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000, 120_000];
    // 40 elements of one page, in every bucket and connection: 4,480 rows that would each be new.
    const many = Array.from({ length: MAX_ELEMENTS }, (_, index) =>
      connections.flatMap((connexion) => bounds.map((borne) => row({ element: `img#photo${index}`, connexion, borne, nombre: 2 }))),
    ).flat();
    expect(many.length).toBeGreaterThan(MAX_ELEMENT_ROWS_PER_DAY);
    await addBatch(db.strapi, batch('lot-00000016', many));
    // Another day, and rows already counted, are not held back by the cap.
    await addBatch(db.strapi, batch('lot-00000017', [row({ element: 'img#photo0', connexion: '2g', borne: 100 }), row({ jour: '2026-11-29', element: 'img#neuve' })]));
    const named = await db.knex('mesures').count({ n: '*' }).where({ jour: '2026-11-28' }).whereNot('element', '').first();
    expect(named).toEqual({ n: MAX_ELEMENT_ROWS_PER_DAY });
    const total = await db.knex('mesures').sum({ n: 'nombre' }).where({ jour: '2026-11-28' }).first();
    expect(total).toEqual({ n: many.length * 2 + 1 });
    expect(await db.knex('mesures').select('nombre').where({ jour: '2026-11-28', element: 'img#photo0', connexion: '2g', borne: 100 })).toEqual([{ nombre: 3 }]);
    expect(await db.knex('mesures').select('element').where({ jour: '2026-11-29' })).toEqual([{ element: 'img#neuve' }]);
  });

  it('forgets the days past the retention and old batch keys', async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    await addBatch(db.strapi, batch('lot-00000011', [row({ jour: '2026-08-29' }), row({ jour: '2026-08-30' })]), new Date('2026-11-20T00:00:00Z'));
    await addBatch(db.strapi, batch('lot-00000012', [row({ jour: '2026-11-28' })]), now);
    expect(await forgetOldMeasures(db.table, { keepDays: 90, now })).toBe(1);
    expect((await db.knex('mesures').select('jour').orderBy('jour')).map((entry) => entry.jour)).toEqual(['2026-08-30', '2026-11-28']);
    expect((await db.knex('mesures_lots').select('cle')).map((entry) => entry.cle)).toEqual(['lot-00000012']);
  });
});

describe('field measures: the report', () => {
  it('reads the 75th percentile as the bound of the bucket that reaches 75 % of the counts', () => {
    expect(p75([[1000, 3], [2500, 1]])).toBe(1000);
    expect(p75([[2500, 1], [1000, 2]])).toBe(2500);
    expect(p75([])).toBeNull();
  });

  it('gives each kind of page its views, percentiles and ratings, per connection, and the slowest interactions', async () => {
    const db = await database();
    const now = new Date('2026-11-28T12:00:00Z');
    await addBatch(
      db.strapi,
      batch('lot-00000013', [
        row({ indicateur: 'vues', borne: 0, nombre: 4 }),
        row({ indicateur: 'LCP', borne: 1200, nombre: 3 }),
        row({ indicateur: 'LCP', borne: 5000, nombre: 1, connexion: '2g' }),
        row({ indicateur: 'INP', borne: 600, nombre: 1, element: 'button.faq-question' }),
        row({ indicateur: 'INP', borne: 64, nombre: 2, element: 'button#menu' }),
        row({ indicateur: 'CLS', borne: 0, nombre: 4 }),
        row({ type_page: '/jobs/[slug]', indicateur: 'vues', borne: 0, nombre: 1, jour: '2026-10-01' }),
      ]),
      now,
    );
    const report = await fieldReport(db.table, { now });
    expect(report).toMatchObject({ since: '2026-11-01', until: '2026-11-28', days: 28 });
    expect(Object.keys(report.connections)).toEqual(['toutes', '2g', '3g']);
    const [faq, ...others] = report.connections.toutes.kinds;
    expect(others).toEqual([]);
    expect(faq).toMatchObject({ page: '/faq', name: 'FAQ', views: 4 });
    expect(faq.metrics).toMatchObject({ LCP: { p75: 1200, count: 4, rating: 'bon' }, INP: { p75: 600, count: 3, rating: 'mauvais' }, CLS: { p75: 0, rating: 'bon' } });
    expect(report.connections['2g'].kinds[0].metrics.LCP).toEqual({ p75: 5000, count: 1, rating: 'mauvais' });
    expect(report.connections.toutes.slowest.map(({ element, p75: value }) => [element, value])).toEqual([['button.faq-question', 600], ['button#menu', 64]]);
    await db.knex.destroy();
  });
});
