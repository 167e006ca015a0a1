import { getCmsConfig } from './config';

describe('getCmsConfig', () => {
  it('has defaults', () => {
    expect(getCmsConfig({})).toEqual({
      apiUrl: 'http://127.0.0.1:1337/api',
      origin: 'http://127.0.0.1:1337',
      token: null,
      timeoutMs: 5000,
      revalidateSeconds: 600,
    });
  });

  it('reads the environment and derives the media origin from CMS_URL', () => {
    expect(
      getCmsConfig({
        CMS_URL: 'https://cms.adive.example/strapi/api/',
        CMS_TOKEN: ' abc ',
        CMS_TIMEOUT_MS: '2500',
        CMS_REVALIDATE_SECONDS: '0',
      }),
    ).toEqual({
      apiUrl: 'https://cms.adive.example/strapi/api',
      origin: 'https://cms.adive.example',
      token: 'abc',
      timeoutMs: 2500,
      revalidateSeconds: 0,
    });
  });

  it('ignores invalid values', () => {
    expect(
      getCmsConfig({ CMS_URL: 'ftp://x', CMS_TOKEN: '  ', CMS_TIMEOUT_MS: '0', CMS_REVALIDATE_SECONDS: '-5' }),
    ).toEqual(getCmsConfig({}));
    expect(getCmsConfig({ CMS_TIMEOUT_MS: 'abc' }).timeoutMs).toBe(5000);
  });
});
