// A proxy in front of the site counting the bytes of every exchange as they cross the wire: the request (its line,
// headers and body: a beacon's cost is mostly its headers) and the answer (headers and compressed body), the service
// worker's own fetches included, which a page's DevTools session does not see.
import { createServer, request as forward } from 'node:http';

/** An HTTP/1.1 head's bytes: its first line, each header as `name: value` with CRLF, and the blank line. */
const headBytes = (firstLine, rawHeaders) => {
  let bytes = Buffer.byteLength(firstLine) + 4;
  for (let i = 0; i < rawHeaders.length; i += 2) bytes += Buffer.byteLength(rawHeaders[i]) + Buffer.byteLength(rawHeaders[i + 1]) + 4;
  return bytes;
};

/**
 * `take(matches?)`: the bytes exchanged since the last take (only for addresses `matches` accepts, when given);
 * `bytes(matches?)`, `sent(matches?)` and `requests(matches?)`: how many bytes (all, or those the browser sent) and
 * exchanges so far, without starting a new count.
 */
export async function countingProxy(target, { verbose = false } = {}) {
  let answers = [];
  const server = createServer((incoming, outgoing) => {
    let sent = headBytes(`${incoming.method} ${incoming.url} HTTP/1.1`, incoming.rawHeaders);
    incoming.on('data', (chunk) => (sent += chunk.length));
    const upstream = forward(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (answer) => {
      let received = headBytes(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`, answer.rawHeaders);
      answer.on('data', (chunk) => (received += chunk.length));
      answer.on('end', () => {
        answers.push({ url: incoming.url ?? '/', size: sent + received, sent });
        if (verbose) console.error(`  ${answer.statusCode} ${(received / 1024).toFixed(1).padStart(6)} KB reçus ${(sent / 1024).toFixed(1).padStart(5)} KB envoyés ${incoming.method} ${incoming.url}`);
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
    sent: (matches) => matching(matches).reduce((sum, { sent }) => sum + sent, 0),
    requests: (matches) => matching(matches).length,
    close: () => server.close(),
  };
}
