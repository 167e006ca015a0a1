import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER, PHASE_TEST } from 'next/constants';
import config from './next.config';

const saved = { SITE_URL: process.env.SITE_URL, CMS_URL: process.env.CMS_URL };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('next.config', () => {
  it('stops a production build or server that does not know its public address', async () => {
    delete process.env.SITE_URL;
    await expect(config(PHASE_PRODUCTION_BUILD)).rejects.toThrow(/SITE_URL n'est pas défini/);
    await expect(config(PHASE_PRODUCTION_SERVER)).rejects.toThrow(/SITE_URL n'est pas défini/);
    process.env.SITE_URL = 'https://www.adive.net';
    process.env.CMS_URL = 'cms.adive.net/api';
    await expect(config(PHASE_PRODUCTION_BUILD)).rejects.toThrow(/CMS_URL doit être/);
    process.env.CMS_URL = 'https://cms.adive.net/api';
    expect((await config(PHASE_PRODUCTION_BUILD)).poweredByHeader).toBe(false);
  });

  it('keeps local defaults for development and tests', async () => {
    delete process.env.SITE_URL;
    await expect(config(PHASE_DEVELOPMENT_SERVER)).resolves.toBeDefined();
    await expect(config(PHASE_TEST)).resolves.toBeDefined();
  });

  it('lets the image optimizer fetch from the CMS on a private network: loopback by default', async () => {
    // The module reads CMS_URL when loaded: the embedded CMS's default here.
    expect((await config(PHASE_TEST)).images?.dangerouslyAllowLocalIP).toBe(true);
  });
});
