// A proxy in front of the site counting the bytes of every answer as sent (headers and compressed body), the
// service worker's own fetches included, which a page's DevTools session does not see.
import { createServer, request as forward } from 'node:http';

/**
 * `take(matches?)`: the bytes answered since the last take (only for addresses `matches` accepts, when given);
 * `bytes(matches?)` and `requests(matches?)`: how many bytes and answers so far, without starting a new count.
 */
export async function countingProxy(target, { verbose = false } = {}) {
  let answers = [];
  const server = createServer((incoming, outgoing) => {
    const upstream = forward(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (answer) => {
      let size = JSON.stringify(answer.rawHeaders).length;
      answer.on('data', (chunk) => (size += chunk.length));
      answer.on('end', () => {
        answers.push({ url: incoming.url ?? '/', size });
        if (verbose) console.error(`  ${answer.statusCode} ${(size / 1024).toFixed(1).padStart(6)} KB ${incoming.method} ${incoming.url}`);
      });
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const matching = (matches) => answers.filter(({ url }) => !matches || matches(url));
  return {
    origin: `http://127.0.0.1:${port}`,
    take: (matches) => {
      const bytes = matching(matches).reduce((sum, { size }) => sum + size, 0);
      answers = [];
      return bytes;
    },
    bytes: (matches) => matching(matches).reduce((sum, { size }) => sum + size, 0),
    requests: (matches) => matching(matches).length,
    close: () => server.close(),
  };
}
