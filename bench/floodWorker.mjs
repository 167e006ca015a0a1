// One flood of applications, in a process of its own (its event loop never delays what measures the server):
// `node bench/floodWorker.mjs '{"url":…,"posts":100,"bytes":8388000,"fields":{…},"forwardedFor":"203.0.113.7"}'`.
// Every post at once, the same multipart body (the fields, then a CV of `bytes` in all), from one client address.
// Prints one JSON line: how long the flood took and how many posts got each status.
import { request } from 'node:http';

const { url, posts = 100, bytes = 8 * 1024 * 1024 - 1024, fields = {}, forwardedFor = '203.0.113.7' } = JSON.parse(process.argv[2] ?? '{}');

const boundary = '----AdiveBenchFlood7MA4YWxkTrZu0gW';
const part = (name, value) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const head = Buffer.from(
  `${Object.entries(fields).map(([name, value]) => part(name, value)).join('')}--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const body = Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20), tail]);

function post() {
  return new Promise((resolve) => {
    const target = new URL(url);
    const started = performance.now();
    const sent = request(
      target,
      {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': body.length,
          'X-Forwarded-For': forwardedFor,
          Origin: target.origin,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    // A server that answers before reading everything may close the connection under the upload.
    sent.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    sent.end(body);
  });
}

const started = performance.now();
const answers = await Promise.all(Array.from({ length: posts }, post));
const statuses = {};
for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
console.log(JSON.stringify({ posts, bodyBytes: body.length, seconds: (performance.now() - started) / 1000, statuses }));
