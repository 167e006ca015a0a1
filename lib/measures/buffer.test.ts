import type { Beacon } from './beacon';
import { createMeasureBuffer, REFUSALS_BEFORE_DROP, type Batch, type StoreOutcome } from './buffer';

const beacon: Beacon = { page: '/faq', connection: '4g', device: 'moyen', origin: 'reseau', values: { LCP: 900 }, elements: {} };
const day = new Date('2026-11-28T10:00:00Z');

function setUp({ flushMs = 20, maxRows = 1000, batchRows = 1000, answers = [] as StoreOutcome[], answer = null as ((batch: Batch) => StoreOutcome) | null } = {}) {
  const stored: Batch[] = [];
  const kept: Promise<void>[] = [];
  const logged: string[] = [];
  const store = jest.fn(async (batch: Batch) => {
    const outcome = answer?.(batch) ?? (answers.length ? answers.shift()! : 'stored');
    if (outcome === 'stored') stored.push(batch);
    return outcome;
  });
  const buffer = createMeasureBuffer({ store, flushMs, maxRows, batchRows, log: (line) => logged.push(line) });
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
    const { buffer, store, stored, kept, keep, logged } = setUp({ answers: ['failed', 'failed', 'stored', 'stored'] });
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
    const { buffer, kept, keep } = setUp({ maxRows: 2, answers: ['failed'] });
    expect(keep()).toBe(true);
    await kept[0];
    expect(keep()).toBe(false);
    await buffer.flush();
    expect(keep()).toBe(true);
  });

  it('splits what it counted into batches small enough for the CMS, each under its own key', async () => {
    const { buffer, stored, keep } = setUp({ flushMs: 60_000, batchRows: 5 });
    // Each view of another page adds two rows (the view, its LCP bucket): 12 rows.
    for (const page of ['/', '/faq', '/contact', '/nos-services', '/nos-formations', '/nos-offres-emplois']) {
      buffer.keep({ ...beacon, page }, () => undefined, day);
    }
    await buffer.flush();
    expect(stored.map((batch) => batch.rows.length)).toEqual([5, 5, 2]);
    expect(new Set(stored.map((batch) => batch.key)).size).toBe(3);
    expect(stored.flatMap((batch) => batch.rows).filter((row) => row.metric === 'vues')).toHaveLength(6);
    expect(keep()).toBe(true);
  });

  it(`drops a batch the CMS refuses for good after ${REFUSALS_BEFORE_DROP} tries, and sends the later ones meanwhile`, async () => {
    let first: string | null = null;
    const { buffer, store, stored, keep, logged } = setUp({ answer: (batch) => ((first ??= batch.key) === batch.key ? 'refused' : 'stored') });
    keep();
    await buffer.flush();
    for (let flush = 1; flush <= REFUSALS_BEFORE_DROP + 2; flush += 1) {
      keep();
      await buffer.flush();
    }
    const tries = store.mock.calls.filter(([batch]) => batch.key === first);
    expect(tries).toHaveLength(REFUSALS_BEFORE_DROP);
    expect(stored.map(views)).toEqual([1, 1, 1, 1, 1]);
    expect(logged).toEqual([expect.stringMatching(/refused a batch of 2 counts 3 times: dropped/)]);
  });
});
