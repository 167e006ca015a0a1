// One load run with autocannon, in a process of its own (so the load never shares a CPU thread with what
// measures or serves it): `node bench/loadWorker.mjs '{"origin":…,"paths":[…],"connections":100,"seconds":30}'`.
// Each connection requests the paths in turn. Prints one JSON line: requests/s, latency, errors, 5xx.
import autocannon from 'autocannon';

const { origin, paths, connections = 100, seconds = 10, timeoutSeconds = 10 } = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({
  url: origin,
  connections,
  duration: seconds,
  timeout: timeoutSeconds,
  // What every browser sends: the site compresses its pages, as a CDN in front of it would.
  headers: { 'accept-encoding': 'gzip, deflate, br' },
  requests: paths.map((path) => ({ method: 'GET', path })),
});
console.log(
  JSON.stringify({
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    serverErrors: result['5xx'],
  }),
);
