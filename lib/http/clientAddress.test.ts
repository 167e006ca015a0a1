import type * as ClientAddress from './clientAddress';

/** A fresh copy of the module: the warning is given once per process. */
function freshModule(): typeof ClientAddress {
  let loaded: typeof ClientAddress | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof ClientAddress>('./clientAddress');
  });
  return loaded!;
}

const forwarded = new Headers({ 'x-forwarded-for': '196.28.245.3' });
const direct = new Headers();

describe('warnIfProxyIgnored', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('says once, in production, that a forwarded address is ignored with TRUSTED_PROXIES at 0, and how to fix it', () => {
    const { warnIfProxyIgnored } = freshModule();
    expect(warnIfProxyIgnored(direct, 0, true)).toBe(false);
    expect(warnIfProxyIgnored(forwarded, 0, true)).toBe(true);
    expect(warnIfProxyIgnored(forwarded, 0, true)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/TRUSTED_PROXIES is 0.*every visitor shares one request count.*1 behind nginx/);
  });

  it('stays quiet with a declared proxy or outside production', () => {
    const { warnIfProxyIgnored } = freshModule();
    expect(warnIfProxyIgnored(forwarded, 1, true)).toBe(false);
    expect(warnIfProxyIgnored(forwarded, 0, false)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('trustedProxyCount', () => {
  it('reads a count and falls back to 0', () => {
    const { trustedProxyCount } = freshModule();
    expect(trustedProxyCount('2')).toBe(2);
    expect(trustedProxyCount(' 1 ')).toBe(1);
    expect(trustedProxyCount(undefined)).toBe(0);
    expect(trustedProxyCount('oui')).toBe(0);
    expect(trustedProxyCount('-1')).toBe(0);
  });
});
