/** @jest-environment jsdom */
import { buildEmailJsConfig } from './emailjsConfig';
import { sendFormByEmail, sendParamsByEmail } from './mailer';

// The real @emailjs/browser library, with the network replaced by a fake fetch.
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function answer(status: number, text = 'OK') {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, text: async () => text } as Response);
}

function quoteValues(): Record<string, string> {
  return { nom: 'Awa', email: 'awa@exemple.bf', phone: '70123456', service: 'Autres', message: 'Bonjour' };
}

const config = buildEmailJsConfig({ NEXT_PUBLIC_EMAILJS_THROTTLE_MS: '0' });

beforeEach(() => {
  fetchMock.mockReset();
  window.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
});

describe('sendFormByEmail', () => {
  it('posts the fields with the library version and the ids to the send-form endpoint', async () => {
    answer(200);
    await expect(sendFormByEmail('quote', quoteValues(), config)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send-form');
    const body = init.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      nom: 'Awa',
      email: 'awa@exemple.bf',
      phone: '70123456',
      service: 'Autres',
      message: 'Bonjour',
      lib_version: '4.4.1',
      service_id: 'service_adive',
      template_id: 'template_devis',
      user_id: 'adive_public_key',
    });
  });

  it.each([451, 403, 429, 500])('reports the service refusing with %i', async (status) => {
    answer(status, 'refus');
    await expect(sendFormByEmail('contact', quoteValues(), config)).resolves.toEqual({ ok: false, status, text: 'refus' });
  });

  it('reports a network error as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendFormByEmail('contact', quoteValues(), config)).resolves.toMatchObject({ ok: false, status: 0 });
  });

  it('refuses headless browsers before any request (451)', async () => {
    Object.defineProperty(window.navigator, 'webdriver', { value: true, configurable: true });
    try {
      const outcome = await sendFormByEmail('quote', quoteValues(), buildEmailJsConfig({}));
      expect(outcome).toEqual({ ok: false, status: 451, text: 'Unavailable For Headless Browser' });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window.navigator, 'webdriver', { value: false, configurable: true });
    }
  });

  it('refuses blocklisted addresses before any request (403)', async () => {
    const blocking = buildEmailJsConfig({ NEXT_PUBLIC_EMAILJS_BLOCK_LIST: 'awa@exemple.bf', NEXT_PUBLIC_EMAILJS_THROTTLE_MS: '0' });
    await expect(sendFormByEmail('quote', quoteValues(), blocking)).resolves.toMatchObject({ ok: false, status: 403 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throttles a second send from the same page (429), but not a retry after a failure', async () => {
    const throttled = buildEmailJsConfig({ NEXT_PUBLIC_EMAILJS_THROTTLE_MS: '60000' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendFormByEmail('quote', quoteValues(), throttled)).resolves.toMatchObject({ ok: false, status: 0 });
    answer(200);
    await expect(sendFormByEmail('quote', quoteValues(), throttled)).resolves.toEqual({ ok: true });
    await expect(sendFormByEmail('quote', quoteValues(), throttled)).resolves.toMatchObject({ ok: false, status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('sendParamsByEmail', () => {
  it('posts JSON with the order template', async () => {
    answer(200);
    await expect(sendParamsByEmail('order', { name: 'Awa', email: 'awa@exemple.bf' }, config)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(JSON.parse(init.body as string)).toEqual({
      lib_version: '4.4.1',
      user_id: 'adive_public_key',
      service_id: 'service_adive',
      template_id: 'template_commande',
      template_params: { name: 'Awa', email: 'awa@exemple.bf' },
    });
  });
});

describe('loading EmailJS', () => {
  afterEach(() => jest.resetModules());

  it('fetches the library and the sending code at the first send, not with the page', async () => {
    jest.resetModules();
    const loaded = jest.fn();
    const senderLoaded = jest.fn();
    jest.doMock('@emailjs/browser', () => {
      loaded();
      return jest.requireActual('@emailjs/browser');
    });
    jest.doMock('./emailSender', () => {
      senderLoaded();
      return jest.requireActual('./emailSender');
    });
    const mailer = await import('./mailer');
    expect(loaded).not.toHaveBeenCalled();
    expect(senderLoaded).not.toHaveBeenCalled();
    answer(200);
    await expect(mailer.sendFormByEmail('quote', quoteValues(), config)).resolves.toEqual({ ok: true });
    answer(200);
    await expect(mailer.sendParamsByEmail('order', { message: 'x' }, config)).resolves.toEqual({ ok: true });
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(senderLoaded).toHaveBeenCalledTimes(1);
  });

  it('answers a network failure, and loses nothing, when the library cannot be fetched', async () => {
    jest.resetModules();
    jest.doMock('@emailjs/browser', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const mailer = await import('./mailer');
    await expect(mailer.sendFormByEmail('quote', quoteValues(), config)).resolves.toEqual({
      ok: false,
      status: 0,
      text: 'Failed to fetch dynamically imported module',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
