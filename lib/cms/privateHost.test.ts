import { isPrivateHost } from './privateHost';

describe('isPrivateHost', () => {
  it.each(['127.0.0.1', '[::1]', '10.0.3.7', '192.168.1.20', '172.20.0.5', '169.254.1.1'])('an address literal %s on a private network', async (host) => {
    expect(await isPrivateHost(host, () => Promise.reject(new Error('never asked')))).toBe(true);
  });

  it('a name that resolves to a private or loopback address (the documented cms.interne)', async () => {
    expect(await isPrivateHost('cms.interne', async () => [{ address: '10.0.3.7' }])).toBe(true);
    expect(await isPrivateHost('cms.interne', async () => [{ address: '203.0.113.9' }, { address: '::1' }])).toBe(true);
    // Resolved by this machine for real.
    expect(await isPrivateHost('localhost')).toBe(true);
  });

  it('a public address or name, and a name that does not resolve, are not', async () => {
    expect(await isPrivateHost('93.184.215.14', () => Promise.reject(new Error('never asked')))).toBe(false);
    expect(await isPrivateHost('cms.adive.net', async () => [{ address: '93.184.215.14' }])).toBe(false);
    expect(await isPrivateHost('cms.nowhere', () => Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' })))).toBe(false);
  });
});
