// The field measures' names are written twice, on each side of the site/CMS boundary (neither imports the other):
// what the site sends (lib/measures/beacon.ts) and what the CMS accepts and names (cms/src/measures/names.js).
import { CONNECTIONS, DEVICES, METRICS, ORIGINS, PAGE_KINDS } from '../lib/measures/beacon';
import { BUCKETS } from '../lib/measures/histogram';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const cms = require('../cms/src/measures/names.js') as {
  BUCKETS: Record<string, number[]>;
  CONNECTIONS: string[];
  DEVICES: string[];
  METRICS: string[];
  ORIGINS: string[];
  PAGE_NAMES: Record<string, string>;
  THRESHOLDS: Record<string, [number, number]>;
};

describe('field measures: the site and the CMS use the same names', () => {
  it('for the context and the metrics', () => {
    expect(cms.CONNECTIONS).toEqual([...CONNECTIONS]);
    expect(cms.DEVICES).toEqual([...DEVICES]);
    expect(cms.ORIGINS).toEqual([...ORIGINS]);
    expect(cms.METRICS).toEqual(['vues', ...METRICS]);
  });

  it('for every kind of page, which the CMS names in French', () => {
    expect(Object.keys(cms.PAGE_NAMES).sort()).toEqual([...PAGE_KINDS].sort());
  });

  it('for the buckets of each metric, page views in one', () => {
    expect(cms.BUCKETS).toEqual({ vues: [0], ...BUCKETS });
  });

  it("with the CMS's thresholds among the site's bucket bounds (a rating read from a bucket is exact)", () => {
    for (const [metric, bounds] of Object.entries(cms.THRESHOLDS)) {
      expect(BUCKETS[metric as keyof typeof BUCKETS]).toEqual(expect.arrayContaining(bounds));
    }
  });
});
