import { REQUEST_RATE_LIMITED } from './rateLimited';
import { idleState, type RequestState } from './requestState';
import { checkData, emailFirmIfNeeded, keepOnDevice, keptFields, networkGone, storeOnServer } from './submitSteps';

jest.mock('@/lib/offline/queue', () => ({ canQueue: jest.fn(() => true), keep: jest.fn(async () => undefined) }));
const queue = jest.requireMock<{ canQueue: jest.Mock; keep: jest.Mock }>('@/lib/offline/queue');

type V = { email: string };
const values: V = { email: 'awa@exemple.bf' };
const answer = (status: RequestState<V>['status'], extra: Partial<RequestState<V>> = {}) => ({ ...idleState(values), status, ...extra });

describe('checkData', () => {
  it("gives the check's problem, and says a check that throws is broken rather than passed", async () => {
    const problem = { field: 'cv', message: 'Veuillez joindre votre CV.' };
    const data = new FormData();
    expect(await checkData(async (given) => (given === data ? problem : null), data)).toEqual(problem);
    expect(await checkData(async () => null, data)).toBeNull();
    expect(await checkData(() => Promise.reject(new Error('NotReadableError')), data)).toBe('broken');
  });
});

describe('storeOnServer', () => {
  it("gives the server's answer, and never throws: the proxy's limit, the site unreachable, a server error", async () => {
    expect(await storeOnServer(async () => answer('stored', { firmNotified: true }), values, new FormData())).toEqual({
      answer: answer('stored', { firmNotified: true }),
      unreachable: false,
    });
    const limited = await storeOnServer(() => Promise.reject(new Error(REQUEST_RATE_LIMITED)), values, new FormData());
    expect(limited).toEqual({ answer: { ...answer('limited'), message: REQUEST_RATE_LIMITED }, unreachable: false });
    expect(await storeOnServer(() => Promise.reject(new TypeError('Failed to fetch')), values, new FormData())).toEqual({ answer: answer('not-stored'), unreachable: true });
    expect(await storeOnServer(() => Promise.reject(new Error('An unexpected response')), values, new FormData())).toEqual({ answer: answer('not-stored'), unreachable: false });
  });
});

describe('emailFirmIfNeeded', () => {
  const notify = jest.fn(async () => ({ ok: true as const }));
  beforeEach(() => notify.mockClear());

  it('e-mails the firm only when the CMS does not: not stored, or stored and left to the browser', async () => {
    const cases: [RequestState<V>, boolean][] = [
      [answer('stored', { firmNotified: true }), false],
      [answer('stored', { firmNotified: false }), true],
      [answer('not-stored'), true],
      [answer('invalid'), false],
      [answer('limited'), false],
      [answer('refused'), false],
      [answer('ignored'), false],
    ];
    for (const [state, sends] of cases) {
      notify.mockClear();
      const mailed = await emailFirmIfNeeded(notify, values, state, false);
      expect([state.status, state.firmNotified, notify.mock.calls.length]).toEqual([state.status, state.firmNotified, sends ? 1 : 0]);
      expect(mailed).toEqual(sends ? { ok: true } : null);
    }
  });

  it('does not try offline (the site unreachable, the browser offline), nor without a template', async () => {
    expect(await emailFirmIfNeeded(notify, values, answer('not-stored'), true)).toBeNull();
    expect(await emailFirmIfNeeded(notify, values, answer('not-stored'), false)).toEqual({ ok: true });
    expect(await emailFirmIfNeeded(undefined, values, answer('not-stored'), false)).toBeNull();
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

describe('networkGone', () => {
  it('holds when nothing reached the firm, the site was unreachable and the e-mail could not leave either', () => {
    expect(networkGone(false, true, null)).toBe(true);
    expect(networkGone(false, true, { ok: false, status: 0, text: 'Network Error' })).toBe(true);
    // The e-mail service answered: the network works, the site alone failed.
    expect(networkGone(false, true, { ok: false, status: 451, text: '' })).toBe(false);
    expect(networkGone(false, false, null)).toBe(false);
    expect(networkGone(true, true, null)).toBe(false);
  });
});

describe('keptFields', () => {
  it('gives the text fields of what the form sent (what waits on the device), not its files', () => {
    const data = new FormData();
    data.set('email', values.email);
    data.set('cle_envoi', 'cle-12345678');
    data.set('cv', new Blob(['%PDF']), 'cv.pdf');
    expect(keptFields(data)).toEqual({ email: values.email, cle_envoi: 'cle-12345678' });
  });
});

describe('keepOnDevice', () => {
  const request = { key: 'cle-12345678', kind: 'quote' as const, payload: { email: values.email }, sentText: 'Envoyée' };

  it('keeps the request when the browser can, and says when it could not', async () => {
    expect(await keepOnDevice(request)).toBe(true);
    expect(queue.keep).toHaveBeenCalledWith(request);
    queue.keep.mockRejectedValueOnce(new Error('QuotaExceededError'));
    expect(await keepOnDevice(request)).toBe(false);
    queue.canQueue.mockReturnValueOnce(false);
    queue.keep.mockClear();
    expect(await keepOnDevice(request)).toBe(false);
    expect(queue.keep).not.toHaveBeenCalled();
  });
});
