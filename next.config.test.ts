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
  it('stops a production build or server that does not know its public address', () => {
    delete process.env.SITE_URL;
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/SITE_URL n'est pas défini/);
    expect(() => config(PHASE_PRODUCTION_SERVER)).toThrow(/SITE_URL n'est pas défini/);
    process.env.SITE_URL = 'https://www.adive.net';
    process.env.CMS_URL = 'cms.adive.net/api';
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/CMS_URL doit être/);
    process.env.CMS_URL = 'https://cms.adive.net/api';
    expect(config(PHASE_PRODUCTION_BUILD).poweredByHeader).toBe(false);
  });

  it('keeps local defaults for development and tests', () => {
    delete process.env.SITE_URL;
    expect(() => config(PHASE_DEVELOPMENT_SERVER)).not.toThrow();
    expect(() => config(PHASE_TEST)).not.toThrow();
  });
});
