import { readFileSync } from 'node:fs';
import { measuresScriptSource } from '@/lib/measures/script';
import { GET } from './route';

// The built script as the server reads it (scripts/build-measures.mjs writes it; Jest runs beside that build).
jest.mock('node:fs', () => ({ readFileSync: jest.fn(() => '(()=>{navigator.sendBeacon("/api/mesures","{}")})();') }));

const get = (address: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost:3000${address}`, { headers }));

describe('GET /mesures.js', () => {
  const source = () => {
    const found = measuresScriptSource();
    if (!found) throw new Error('no source in production');
    return found;
  };
  beforeAll(() => jest.replaceProperty(process.env, 'NODE_ENV', 'production'));

  it('keeps the script for good at the address this build names, and nowhere else', async () => {
    expect(source()).toMatch(/^\/mesures\.js\?v=[A-Za-z0-9]{16}$/);
    const current = await get(source());
    expect(current.status).toBe(200);
    expect(current.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(current.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await current.text()).toContain('sendBeacon');
    // A page of an older build: this build's script, which the browser must check again next time.
    const older = await get('/mesures.js?v=0123456789abcdef');
    expect(older.headers.get('Cache-Control')).toBe('no-cache');
    expect(await older.text()).toContain('sendBeacon');
  });

  it('answers a check with an unchanged tag by 304, without the script', async () => {
    const first = await get('/mesures.js');
    const again = await get('/mesures.js', { 'If-None-Match': `W/${first.headers.get('ETag')}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('is absent, and named by no page, when the build did not make it', async () => {
    jest.mocked(readFileSync).mockImplementationOnce(() => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await jest.isolateModulesAsync(async () => {
      const { GET: getUnbuilt } = await import('./route');
      const { measuresScriptSource: unbuiltSource } = await import('@/lib/measures/script');
      expect(unbuiltSource()).toBeUndefined();
      expect((await getUnbuilt(new Request('http://localhost:3000/mesures.js'))).status).toBe(404);
    });
    // Told once to the operator, not at every page.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/collect\.js absent : pages sans mesures de terrain/);
    warn.mockRestore();
  });

  it('is named by no page in development, built or not', () => {
    jest.replaceProperty(process.env, 'NODE_ENV', 'development');
    expect(measuresScriptSource()).toBeUndefined();
    expect(readFileSync).toHaveBeenCalledTimes(2);
  });
});
