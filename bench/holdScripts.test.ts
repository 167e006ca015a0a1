import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startScriptHoldingProxy } from './holdScripts.mjs';

/** Milliseconds until the response's headers, then until its end, and its body. */
function timedGet(url: string): Promise<{ headersAfter: number; endAfter: number; body: string; encoding?: string }> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const headersAfter = Date.now() - start;
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ headersAfter, endAfter: Date.now() - start, body, encoding: response.headers['content-encoding'] }));
      })
      .on('error', reject);
  });
}

describe('bench/holdScripts.mjs', () => {
  let site: http.Server;
  let proxy: { origin: string; close: () => Promise<void> };

  beforeAll(async () => {
    site = http.createServer((request, response) => {
      response.writeHead(200, { 'content-encoding': 'identity-test' });
      response.end(`body of ${request.url}`);
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    const { port } = site.address() as AddressInfo;
    proxy = await startScriptHoldingProxy({ port: 0, target: `http://127.0.0.1:${port}`, holdMs: 400 });
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((done) => site.close(done));
  });

  it("sends a Next.js script's headers at once and its body after the hold, unchanged", async () => {
    const script = await timedGet(`${proxy.origin}/_next/static/chunks/abc123.js`);
    expect(script.headersAfter).toBeLessThan(300);
    expect(script.endAfter).toBeGreaterThanOrEqual(400);
    expect(script.body).toBe('body of /_next/static/chunks/abc123.js');
    expect(script.encoding).toBe('identity-test');
  });

  it('forwards pages and other files without holding them', async () => {
    const page = await timedGet(`${proxy.origin}/faq`);
    expect(page.endAfter).toBeLessThan(300);
    expect(page.body).toBe('body of /faq');
  });
});
