/**
 * The bench's admin debits over real HTTP (debit-bench.ts starts it as a child process, so the client
 * does not share the server's event loop or heap): one keep-alive connection, one debit at a time, each
 * with its own Idempotency-Key, 1 rupee from a different player. Prints the latencies' summary as JSON.
 * Argument: one JSON object { url, headers, players, warmup, samples, keyPrefix, from }: the i-th debit takes
 * from the player `from + i` maps to.
 */
import http from 'node:http';

const { url, headers, players, warmup, samples, keyPrefix, from = 0 } = JSON.parse(process.argv[2] ?? '{}');
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function debit(i) {
  const body = JSON.stringify({
    user_id: 1 + (((from + i) * 7919) % players),
    amount: 1,
    type: 1,
    reason: 'Bench debit',
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': `${keyPrefix}-${i}`,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          if (response.statusCode === 200) resolve();
          else reject(new Error(`update-wallet-from-admin: ${response.statusCode} ${text.slice(0, 200)}`));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const times = [];
for (let i = 0; i < warmup + samples; i++) {
  const started = performance.now();
  await debit(i);
  if (i >= warmup) times.push(performance.now() - started);
}
agent.destroy();
process.stdout.write(`${JSON.stringify(times)}\n`);
