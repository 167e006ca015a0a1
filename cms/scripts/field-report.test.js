'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { main } = require('./field-report');
const { addBatch } = require('../src/measures/store');
const { measuresDatabase } = require('../src/measures/testDatabase');

describe('npm run field-report', () => {
  it("prints the widget's table for an operator, from the CMS's database, for all connections or one", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-rapport-'));
    const filename = path.join(dir, 'data.db');
    const db = await measuresDatabase(filename);
    const today = new Date().toISOString().slice(0, 10);
    const row = (fields) => ({ jour: today, type_page: '/jobs/[slug]', connexion: '3g', appareil: 'faible', origine: 'reseau', element: '', borne: 0, nombre: 1, ...fields });
    await addBatch(db.strapi, {
      lot: 'lot-rapport-01',
      lignes: [row({ indicateur: 'vues', nombre: 3 }), row({ indicateur: 'LCP', borne: 4000, nombre: 3 }), row({ indicateur: 'INP', borne: 250, nombre: 2, element: 'main div>button.postuler' })],
    });
    await db.knex.destroy();
    const printed = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
    try {
      const env = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename };
      await main('3g', env);
      expect(printed.join('\n')).toMatch(/connexion : 3g/);
      expect(printed.join('\n')).toMatch(/Offre d'emploi\s+3\s+≤ 4\.0 s ~\s+≤ 250 ms ~/);
      expect(printed.join('\n')).toMatch(/Offre d'emploi · main div>button\.postuler : ≤ 250 ms ~ \(2 fois\)/);
      printed.length = 0;
      await main('2g', env);
      expect(printed.join('\n')).toMatch(/aucune visite mesurée/);
    } finally {
      log.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
