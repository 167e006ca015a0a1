import { assertDeployEnv, deployEnvProblems } from './deploy';

describe('deployEnvProblems', () => {
  it('accepts an absolute public address and a well-formed CMS address, or no CMS address', () => {
    expect(deployEnvProblems({ SITE_URL: 'https://www.adive.net', CMS_URL: 'https://cms.adive.net/api' })).toEqual([]);
    expect(deployEnvProblems({ SITE_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it.each([undefined, '', '   '])('refuses a missing SITE_URL (%j)', (value) => {
    const problems = deployEnvProblems({ SITE_URL: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SITE_URL n'est pas défini/);
  });

  it.each(['www.adive.net', '/adive', 'ftp://adive.net', 'javascript:alert(1)', 'https://'])('refuses SITE_URL %j', (value) => {
    expect(deployEnvProblems({ SITE_URL: value })).toEqual([expect.stringMatching(/^SITE_URL doit être une adresse absolue/)]);
  });

  it.each(['cms.adive.net/api', 'http//cms/api', 'file:///tmp/api'])('refuses a malformed CMS_URL %j', (value) => {
    expect(deployEnvProblems({ SITE_URL: 'https://www.adive.net', CMS_URL: value })).toEqual([
      expect.stringMatching(/^CMS_URL doit être l'adresse absolue/),
    ]);
  });

  it('lists every problem in one error', () => {
    expect(() => assertDeployEnv({ CMS_URL: 'nope' })).toThrow(/SITE_URL n'est pas défini[\s\S]*CMS_URL doit être/);
    expect(() => assertDeployEnv({ SITE_URL: 'https://www.adive.net' })).not.toThrow();
  });
});
