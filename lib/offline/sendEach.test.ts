/** @jest-environment jsdom */
import type { RequestStatus } from '@/lib/forms/requestState';
import { countAttempt, type QueuedRequest } from './queue';
import { sendEach } from './sendEach';

jest.mock('./queue', () => ({ countAttempt: jest.fn(async () => undefined), MAX_ATTEMPTS: 3 }));

const request = (key: string, extra: Partial<QueuedRequest> = {}): QueuedRequest => ({ key, kind: 'contact', payload: {}, savedAt: 1, ...extra });

async function run(waiting: QueuedRequest[], answers: Record<string, RequestStatus | Error>) {
  const settled: [string, boolean][] = [];
  const sent: string[] = [];
  const settledAll = await sendEach(
    waiting,
    async ({ key }) => {
      sent.push(key);
      const answer = answers[key]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    async ({ key }, accepted) => void settled.push([key, accepted]),
  );
  return { settledAll, settled, sent };
}

describe('sendEach', () => {
  beforeEach(() => jest.mocked(countAttempt).mockClear());

  it('settles each answered request, taken or refused, and skips those already delivered', async () => {
    const result = await run([request('a'), request('b', { delivered: { at: 2, accepted: true } }), request('c'), request('d')], {
      a: 'stored',
      c: 'refused',
      d: 'invalid',
    });
    expect(result).toEqual({ settledAll: true, sent: ['a', 'c', 'd'], settled: [['a', true], ['c', false], ['d', false]] });
  });

  it('stops at the first request that cannot reach the site (network gone, time-out) or that must wait (CMS down, limits)', async () => {
    for (const stop of [new TypeError('Failed to fetch'), new DOMException('signal timed out', 'TimeoutError'), 'not-stored', 'limited'] as const) {
      const result = await run([request('a'), request('b'), request('c')], { a: 'stored', b: stop, c: 'stored' });
      expect(result).toEqual({ settledAll: false, sent: ['a', 'b'], settled: [['a', true]] });
    }
    expect(countAttempt).not.toHaveBeenCalled();
  });

  it('counts an error of the site and goes on with the others; at the last attempt the request is given up as refused', async () => {
    const result = await run([request('a', { attempts: 1 }), request('b'), request('c', { attempts: 2 })], {
      a: new Error('500'),
      b: 'stored',
      c: new Error('500'),
    });
    expect(result).toEqual({ settledAll: false, sent: ['a', 'b', 'c'], settled: [['b', true], ['c', false]] });
    expect(countAttempt).toHaveBeenCalledTimes(1);
    expect(countAttempt).toHaveBeenCalledWith(expect.objectContaining({ key: 'a' }));
  });
});
