/**
 * Holds open live.events streams for bench/live-streams.ts, in its own process so the server's heap and CPU
 * are measured alone. Argument: one JSON object { url, headers, streams }. Prints `open` once every stream
 * has had its hello; on `close` from stdin it ends them all and prints how many change events arrived.
 */
import http from 'node:http';
import readline from 'node:readline';

const { url, headers, streams } = JSON.parse(process.argv[2] ?? '{}');
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const requests = [];
let changes = 0;

function openStream() {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: target.hostname, port: target.port, path: target.pathname, agent, headers },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`live.events answered ${response.statusCode}`));
        let hello = false;
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          changes += chunk.split('event: change\n').length - 1;
          if (!hello && chunk.includes('event: hello')) {
            hello = true;
            resolve();
          }
        });
        response.on('error', () => undefined);
      },
    );
    request.on('error', reject);
    requests.push(request);
  });
}

for (let i = 0; i < streams; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, streams - i) }, openStream));
}
process.stdout.write('open\n');
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line.trim() === 'close') break;
}
for (const request of requests) request.destroy();
process.stdout.write(`${JSON.stringify({ changes })}\n`);
process.exit(0);
