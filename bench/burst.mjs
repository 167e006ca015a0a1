// Diagnosis of slow answers under load, with Node's own HTTP client instead of autocannon: 100 keep-alive
// connections request one path for 10 s; prints how many answers came and those slower than 2 s (when each
// started, in ms from the start, and how long it took).
//   node bench/burst.mjs http://127.0.0.1:3100 /jobs/commercial-terrain
import http from 'node:http';

const [origin, path, connections = '100', seconds = '10'] = process.argv.slice(2);
if (!origin || !path) {
  console.error('usage : node bench/burst.mjs <origine> <chemin> [connexions] [secondes]');
  process.exit(2);
}
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const started = Date.now();
const slow = [];
let answers = 0;

function request() {
  return new Promise((resolve) => {
    const at = Date.now();
    const req = http.get(origin + path, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        answers += 1;
        const took = Date.now() - at;
        if (took > 2000) slow.push([at - started, took]);
        resolve();
      });
    });
    req.on('error', () => resolve());
    req.setTimeout(15_000, () => {
      req.destroy();
      slow.push([at - started, 'timeout']);
      resolve();
    });
  });
}

await Promise.all(
  Array.from({ length: Number(connections) }, async () => {
    while (Date.now() - started < Number(seconds) * 1000) await request();
  }),
);
agent.destroy();
console.log(JSON.stringify({ answers, slowerThan2s: slow.length, slow: slow.slice(0, 40) }));
