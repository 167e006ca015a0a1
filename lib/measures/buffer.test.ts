import type { Beacon } from './beacon';
import { createMeasureBuffer, type Batch } from './buffer';

const beacon: Beacon = { page: '/faq', connection: '4g', device: 'moyen', origin: 'reseau', values: { LCP: 900 }, elements: {} };
const day = new Date('2026-11-28T10:00:00Z');

function setUp({ flushMs = 20, maxRows = 1000, answers = [] as boolean[] } = {}) {
  const stored: Batch[] = [];
  const kept: Promise<void>[] = [];
  const logged: string[] = [];
  const store = jest.fn(async (batch: Batch) => {
    const ok = answers.length ? answers.shift()! : true;
    if (ok) stored.push(batch);
    return ok;
  });
  const buffer = createMeasureBuffer({ store, flushMs, maxRows, log: (line) => logged.push(line) });
  const keep = () => buffer.keep(beacon, (flush) => kept.push(flush), day);
  return { buffer, store, stored, kept, keep, logged };
}

const views = (batch: Batch) => batch.rows.find((row) => row.metric === 'vues')?.count;

describe('the field measures buffer', () => {
  it('sends what it counted in one batch after the delay, and hands the flush to keep the server up', async () => {
    const { stored, kept, keep } = setUp();
    keep();
    keep();
    expect(stored).toEqual([]);
    expect(new Set(kept).size).toBe(1);
    await kept[0];
    expect(stored).toHaveLength(1);
    expect(views(stored[0]!)).toBe(2);
    expect(stored[0]!.rows.every((row) => row.day === '2026-11-28')).toBe(true);
  });

  it('sends at once when the server stops', async () => {
    const { buffer, stored, kept, keep } = setUp({ flushMs: 60_000 });
    keep();
    buffer.hurry();
    await kept[0];
    expect(stored).toHaveLength(1);
  });

  it('sends a batch the CMS did not take again, under the same key, before the next one, saying so once', async () => {
    const { buffer, store, stored, kept, keep, logged } = setUp({ answers: [false, false, true, true] });
    keep();
    await kept[0];
    await buffer.flush();
    expect(stored).toEqual([]);
    keep();
    await kept[1];
    await buffer.flush();
    const keys = store.mock.calls.map(([batch]) => batch.key);
    expect(keys[1]).toBe(keys[0]);
    expect(stored.map(views)).toEqual([1, 1]);
    expect(new Set(stored.map((batch) => batch.key)).size).toBe(2);
    expect(keys[2]).toBe(keys[0]);
    expect(logged).toEqual([expect.stringMatching(/did not take/), expect.stringMatching(/takes the field measures again/)]);
  });

  it('stops counting when the CMS has not taken its counts and the buffer is full', async () => {
    const { buffer, kept, keep } = setUp({ maxRows: 2, answers: [false] });
    expect(keep()).toBe(true);
    await kept[0];
    expect(keep()).toBe(false);
    await buffer.flush();
    expect(keep()).toBe(true);
  });
});
