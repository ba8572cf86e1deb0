/**
 * A staff load over real HTTP for the cluster bench (cluster-bench.ts starts it as a child process, apart
 * from the servers' event loops): `connections` keep-alive clients, each sending the `requests` in turn
 * (a client starts at its own place in the list) for `seconds`; a keyed request gets a key of its own.
 * Prints { count, failures, seconds, requestsPerSecond, p50, p99, mean, max, withHeader } as JSON, where
 * withHeader counts the answers that carried `countHeader` (the replica's age header).
 * Argument: one JSON object { url, headers, connections, seconds, requests, keyPrefix, countHeader? }.
 */
import http from 'node:http';

const { url, headers, connections, seconds, requests, keyPrefix, countHeader } = JSON.parse(
  process.argv[2] ?? '{}',
);
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let failures = 0;
let withHeader = 0;
const failureSamples = [];

function send(request, key) {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `/v1${request.path}`,
        method: request.method,
        agent,
        headers: {
          ...headers,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...(request.keyed ? { 'idempotency-key': key } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - started);
          if (countHeader && response.headers[countHeader] !== undefined) withHeader += 1;
          if (response.statusCode !== 200) {
            failures += 1;
            if (failureSamples.length < 5) failureSamples.push(`${request.path}: ${response.statusCode}`);
          }
          resolve();
        });
      },
    );
    outgoing.on('error', (error) => {
      failures += 1;
      if (failureSamples.length < 5) failureSamples.push(`${request.path}: ${error.message}`);
      resolve();
    });
    outgoing.end(body);
  });
}

const endAt = performance.now() + seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: connections }, async (_, client) => {
    for (let n = client; performance.now() < endAt; n++)
      await send(requests[n % requests.length], `${keyPrefix}-${client}-${n}`);
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    count: latencies.length,
    failures,
    failureSamples,
    seconds: elapsed,
    requestsPerSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    mean: latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1),
    max: latencies.at(-1) ?? 0,
    withHeader,
  }),
);
