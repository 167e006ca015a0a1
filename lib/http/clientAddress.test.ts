import { proxySettingWarning, trustedProxyCount } from './clientAddress';

describe('proxySettingWarning', () => {
  it('says, in production, that TRUSTED_PROXIES is not set, what it costs and how to fix it', () => {
    expect(proxySettingWarning(undefined, true)).toMatch(/TRUSTED_PROXIES is not set.*every visitor shares one request count.*1 behind nginx.*0 when there is none/);
    expect(proxySettingWarning('  ', true)).not.toBeNull();
  });

  it('stays quiet once the operator has set it, to a proxy count or to 0, and outside production', () => {
    expect(proxySettingWarning('1', true)).toBeNull();
    expect(proxySettingWarning('0', true)).toBeNull();
    expect(proxySettingWarning(undefined, false)).toBeNull();
  });
});

describe('trustedProxyCount', () => {
  it('reads a count and falls back to 0', () => {
    expect(trustedProxyCount('2')).toBe(2);
    expect(trustedProxyCount(' 1 ')).toBe(1);
    expect(trustedProxyCount(undefined)).toBe(0);
    expect(trustedProxyCount('oui')).toBe(0);
    expect(trustedProxyCount('-1')).toBe(0);
  });
});
