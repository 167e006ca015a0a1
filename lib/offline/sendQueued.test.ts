/** @jest-environment jsdom */
import { messages } from '@/lib/messages';
import { forget, queued, type QueuedRequest } from './queue';
import { sendQueued } from './sendQueued';

jest.mock('./queue', () => ({ queued: jest.fn(), forget: jest.fn(async () => undefined), countAttempt: jest.fn(async () => undefined), MAX_ATTEMPTS: 3, QUEUE_LOCK: 'test' }));

const quoteSent = 'Connexion retrouvée : votre demande de devis a bien été envoyée !';
const kept: QueuedRequest = { key: 'cle-12345678', kind: 'quote', payload: { name: 'Awa' }, sentText: quoteSent, savedAt: 1 };
const stored = { status: 'stored' as const, values: {}, field: null, message: '' };

describe('sendQueued', () => {
  it('sends a kept request once and tells one caller, when two ask at the same time (the online event and the retry)', async () => {
    let waiting = [kept];
    jest.mocked(queued).mockImplementation(async () => waiting);
    jest.mocked(forget).mockImplementation(async () => void (waiting = []));
    const send = jest.fn(async () => stored);
    const [first, second] = await Promise.all([sendQueued(send), sendQueued(send)]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('quote', kept.payload);
    expect([...first, ...second]).toEqual([{ key: kept.key, text: quoteSent }]);
  });

  it('tells of a request the worker already sent (Background Sync) without sending it again, and forgets it', async () => {
    let waiting: QueuedRequest[] = [{ ...kept, kind: 'contact', delivered: { at: 2, accepted: true } }];
    jest.mocked(queued).mockImplementation(async () => waiting);
    jest.mocked(forget).mockImplementation(async () => void (waiting = []));
    const send = jest.fn();
    expect(await sendQueued(send)).toEqual([{ key: kept.key, text: quoteSent }]);
    expect(send).not.toHaveBeenCalled();
    expect(waiting).toEqual([]);
  });

  it('tells of a request kept by an earlier build in general words, and of one the site no longer takes as refused', async () => {
    const earlier: QueuedRequest = { ...kept, sentText: undefined };
    let waiting: QueuedRequest[] = [earlier, { ...kept, key: 'cle-87654321', kind: 'rappel' as QueuedRequest['kind'] }];
    jest.mocked(queued).mockImplementation(async () => waiting);
    jest.mocked(forget).mockImplementation(async (key) => void (waiting = waiting.filter((request) => request.key !== key)));
    const send = jest.fn(async (kind: unknown) => (kind === 'quote' ? stored : null));
    expect(await sendQueued(send)).toEqual([
      { key: kept.key, text: messages.queuedSent },
      { key: 'cle-87654321', text: messages.queuedRefused },
    ]);
  });
});
