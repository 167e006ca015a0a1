// Diagnosis for `npm run bench -- --hold-scripts <ms>`: a proxy that sends each Next.js script's headers at once but
// holds its body `holdMs`. Lighthouse takes server time from the headers, so simulated downloads are unchanged while
// the observed load gets its scripts after first paint, as on a slow network: the simulated LCP without
// lcpScripts.mjs's loopback race. Never a measure of the site as served.
import http from 'node:http';

const NEXT_SCRIPT = /^\/_next\/static\/chunks\/[^?]*\.js(\?|$)/;

/** Starts the proxy on `port` (0: any free port) in front of `target` (an origin); resolves to its origin and a close function. */
export function startScriptHoldingProxy({ port, target, holdMs }) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: { ...request.headers, host: upstream.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!NEXT_SCRIPT.test(request.url ?? '')) {
          answer.pipe(response);
          return;
        }
        response.flushHeaders();
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => setTimeout(() => response.end(Buffer.concat(chunks)), holdMs));
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolveStart({ origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}
