import { isExpired } from './jobs';

describe('isExpired', () => {
  it('compares calendar days', () => {
    expect(isExpired('2026-03-11', '2026-03-12')).toBe(true);
    expect(isExpired('2026-03-12', '2026-03-12')).toBe(false);
    expect(isExpired('2026-04-01', '2026-03-12')).toBe(false);
  });
  it('never calls a job without a date expired', () => {
    expect(isExpired('', '2026-03-12')).toBe(false);
  });
});
