/** @jest-environment jsdom */
import { messages } from '@/lib/messages';
import { forget, queued, type QueuedRequest } from './queue';
import type { RequestActions } from './requestActions';
import { sendQueued } from './sendQueued';

jest.mock('./queue', () => ({ queued: jest.fn(), forget: jest.fn(async () => undefined), countAttempt: jest.fn(async () => undefined), MAX_ATTEMPTS: 3, QUEUE_LOCK: 'test' }));

const kept: QueuedRequest = { key: 'cle-12345678', kind: 'quote', payload: { nom: 'Awa' }, savedAt: 1 };
const stored = { status: 'stored' as const, values: {}, field: null, message: '' };

describe('sendQueued', () => {
  it('sends a kept request once and tells one caller, when two ask at the same time (the online event and the retry)', async () => {
    let waiting = [kept];
    jest.mocked(queued).mockImplementation(async () => waiting);
    jest.mocked(forget).mockImplementation(async () => void (waiting = []));
    const quote = jest.fn(async () => stored);
    const actions = { quote, contact: jest.fn(), order: jest.fn() } as unknown as RequestActions;
    const [first, second] = await Promise.all([sendQueued(actions), sendQueued(actions)]);
    expect(quote).toHaveBeenCalledTimes(1);
    expect([...first, ...second]).toEqual([{ key: kept.key, text: messages.queuedSent.quote }]);
  });

  it('tells of a request the worker already sent (Background Sync) without sending it again, and forgets it', async () => {
    let waiting: QueuedRequest[] = [{ ...kept, kind: 'contact', delivered: { at: 2, accepted: true } }];
    jest.mocked(queued).mockImplementation(async () => waiting);
    jest.mocked(forget).mockImplementation(async () => void (waiting = []));
    const actions = { quote: jest.fn(), contact: jest.fn(), order: jest.fn() } as unknown as RequestActions;
    expect(await sendQueued(actions)).toEqual([{ key: kept.key, text: messages.queuedSent.contact }]);
    expect(actions.contact).not.toHaveBeenCalled();
    expect(waiting).toEqual([]);
  });
});
