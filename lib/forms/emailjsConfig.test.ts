import { buildEmailJsConfig, EMAILJS_DEFAULTS, emailJsOptions } from './emailjsConfig';

describe('EmailJS configuration', () => {
  it('has fixed defaults, so the forms always send', () => {
    const config = buildEmailJsConfig({});
    expect(config).toEqual({
      serviceId: EMAILJS_DEFAULTS.serviceId,
      templates: {
        quote: EMAILJS_DEFAULTS.quoteTemplateId,
        contact: EMAILJS_DEFAULTS.contactTemplateId,
        order: EMAILJS_DEFAULTS.orderTemplateId,
      },
      publicKey: EMAILJS_DEFAULTS.publicKey,
      blockHeadless: true,
      blockList: [],
      throttleMs: EMAILJS_DEFAULTS.throttleMs,
    });
    for (const value of [config.serviceId, config.publicKey, ...Object.values(config.templates)]) expect(value).not.toBe('');
  });

  it('takes every variable that is set, ignores blank ones', () => {
    const config = buildEmailJsConfig({
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: ' service_x ',
      NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID: 'tq',
      NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: '',
      NEXT_PUBLIC_EMAILJS_ORDER_TEMPLATE_ID: 'to',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
      NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: 'false',
      NEXT_PUBLIC_EMAILJS_BLOCK_LIST: 'spam@x.com, ,bad@y.org',
      NEXT_PUBLIC_EMAILJS_THROTTLE_MS: '0',
    });
    expect(config.serviceId).toBe('service_x');
    expect(config.templates).toEqual({ quote: 'tq', contact: EMAILJS_DEFAULTS.contactTemplateId, order: 'to' });
    expect(config.publicKey).toBe('pk');
    expect(config.blockHeadless).toBe(false);
    expect(config.blockList).toEqual(['spam@x.com', 'bad@y.org']);
    expect(config.throttleMs).toBe(0);
  });

  it('keeps the default on unreadable values', () => {
    const config = buildEmailJsConfig({ NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: 'peut-être', NEXT_PUBLIC_EMAILJS_THROTTLE_MS: '-5' });
    expect(config.blockHeadless).toBe(true);
    expect(config.throttleMs).toBe(EMAILJS_DEFAULTS.throttleMs);
  });

  it('turns the settings into EmailJS options', () => {
    expect(emailJsOptions(buildEmailJsConfig({}))).toEqual({
      publicKey: EMAILJS_DEFAULTS.publicKey,
      blockHeadless: true,
      blockList: {},
      limitRate: { throttle: EMAILJS_DEFAULTS.throttleMs },
    });
    const options = emailJsOptions(buildEmailJsConfig({ NEXT_PUBLIC_EMAILJS_BLOCK_LIST: 'a@b.c', NEXT_PUBLIC_EMAILJS_THROTTLE_MS: '0' }));
    expect(options.blockList).toEqual({ list: ['a@b.c'], watchVariable: 'email' });
    expect(options.limitRate).toEqual({});
  });
});
