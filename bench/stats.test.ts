import { median, medianDifference } from './stats.mjs';

describe('bench/stats.mjs', () => {
  it('gives the median of the finite values', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null])).toBeNull();
  });

  it('says when two series differ beyond their spread, and when they do not', () => {
    const apart = medianDifference([700, 720, 710, 690, 730, 705, 715], [500, 520, 510, 490, 530, 505, 515]);
    expect(apart?.difference).toBe(200);
    expect(apart!.low).toBeGreaterThan(0);
    expect(apart!.high).toBeLessThanOrEqual(240);
    // The same spread as the issue's /contact runs: a gap of its size, yet an interval that holds 0.
    const noisy = medianDifference([571, 810, 431, 725, 933], [545, 561, 854, 704, 546]);
    expect(noisy?.difference).toBe(725 - 561);
    expect(noisy!.low).toBeLessThan(0);
    expect(noisy!.high).toBeGreaterThan(0);
  });

  it('gives the same interval for the same runs, and null without a value', () => {
    const runs: [number[], number[]] = [[1, 5, 9, 3], [2, 4, 8]];
    expect(medianDifference(...runs)).toEqual(medianDifference(...runs));
    expect(medianDifference([null], [1])).toBeNull();
  });
});
