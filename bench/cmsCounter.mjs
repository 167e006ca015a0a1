// A small proxy in front of the CMS that counts what the site asks of it (API reads and media files apart).
import http from 'node:http';

export function startCmsCounter({ port, target }) {
  const targetUrl = new URL(target);
  const counts = { api: 0, uploads: 0, other: 0 };
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/api/')) counts.api += 1;
    else if (path.startsWith('/uploads/')) counts.uploads += 1;
    else counts.other += 1;
    const upstream = http.request(
      { host: targetUrl.hostname, port: targetUrl.port, path, method: request.method, headers: { ...request.headers, host: targetUrl.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        snapshot: () => ({ ...counts }),
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
