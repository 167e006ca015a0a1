/** @jest-environment jsdom */
import { messages } from '@/lib/messages';
import { forget, queued, type QueuedRequest } from './queue';
import { sendQueued, type RequestActions } from './sendQueued';

jest.mock('./queue', () => ({ queued: jest.fn(), forget: jest.fn(async () => undefined), countAttempt: jest.fn(async () => undefined), MAX_ATTEMPTS: 3 }));

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
    expect([...first, ...second]).toEqual([messages.queuedSent.quote]);
  });
});
