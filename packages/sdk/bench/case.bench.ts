// Key conversion throughput against the common libraries, measured in the same run.
// pnpm --filter @backoffice/sdk bench
import camelcaseKeys from 'camelcase-keys';
import humps from 'humps';
import snakecaseKeys from 'snakecase-keys';
import { setCompiledConversion, toCamelKeys, toSnakeKeys } from '../src/case.js';
import { bidPage } from './fixtures.js';

type Convert = (value: unknown) => unknown;

/** One timed sample: MB/s of `convert` over about 100 ms. */
function sample(convert: Convert, input: unknown, bytes: number): number {
  let iterations = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < 100) {
    convert(input);
    iterations++;
    elapsed = performance.now() - start;
  }
  return (bytes * iterations) / 1e6 / (elapsed / 1000);
}

/** Median MB/s of each contender, sampled in turns so that machine noise hits them all alike. */
function race(contenders: [string, Convert][], input: unknown, bytes: number): [string, number][] {
  const samples = contenders.map(() => [] as number[]);
  for (let round = 0; round < 9; round++) {
    contenders.forEach(([, fn], i) => {
      samples[i]?.push(sample(fn, input, bytes));
    });
  }
  return contenders.map(([name], i) => {
    const sorted = (samples[i] ?? []).sort((a, b) => a - b);
    return [name, sorted[Math.floor(sorted.length / 2)] ?? 0];
  });
}

const snakePeers: Record<string, Convert> = {
  'backoffice toCamelKeys': toCamelKeys,
  'camelcase-keys (deep)': (v) => camelcaseKeys(v as Record<string, unknown>, { deep: true }),
  'humps.camelizeKeys': (v) => humps.camelizeKeys(v as object),
};
const camelPeers: Record<string, Convert> = {
  'backoffice toSnakeKeys': toSnakeKeys,
  'humps.decamelizeKeys': (v) => humps.decamelizeKeys(v as object),
  'snakecase-keys (deep)': (v) => snakecaseKeys(v as Record<string, unknown>, { deep: true }),
};

/**
 * The conversion as a browser runs it under the console's CSP (script-src 'self', no 'unsafe-eval'):
 * `new Function` throws the EvalError V8 throws there, the SDK notices and converts with its plain loop.
 * The other mode is the compiled path. Switched between samples, so both see the same machine.
 */
const NativeFunction = globalThis.Function;
const RefusingFunction = new Proxy(NativeFunction, {
  construct() {
    throw new EvalError('Code generation from strings disallowed for this context');
  },
});
function underCsp(refused: boolean): void {
  globalThis.Function = refused ? RefusingFunction : NativeFunction;
  setCompiledConversion(true);
}

/** Median MB/s of `convert` compiled and under the CSP fallback, sampled in turns. */
function compiledVersusCsp(convert: Convert, input: unknown, bytes: number): [number, number] {
  const samples: [number[], number[]] = [[], []];
  for (let round = 0; round < 9; round++) {
    for (const refused of [false, true]) {
      underCsp(refused);
      samples[refused ? 1 : 0].push(sample(convert, input, bytes));
    }
  }
  underCsp(false);
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  return [median(samples[0]), median(samples[1])];
}

const lines: string[] = [];
const cspLines: string[] = [];
let worstCspRatio = Number.POSITIVE_INFINITY;
let worstRatio = Number.POSITIVE_INFINITY;
let worstParseShare = 0;
for (const rows of [1_000, 10_000]) {
  const wire = bidPage(rows);
  const json = JSON.stringify(wire);
  const bytes = Buffer.byteLength(json);
  const camel = toCamelKeys(wire);
  for (const [direction, peers, input] of [
    ['snake -> camel', snakePeers, wire],
    ['camel -> snake', camelPeers, camel],
  ] as const) {
    const results = race(
      [...Object.entries(peers), ['JSON.parse (same payload)', () => JSON.parse(json)]],
      input,
      bytes,
    );
    const parseMBs = results.pop()?.[1] ?? 0;
    const [ours, ...others] = results;
    const fastestPeer = Math.max(...others.map(([, mbs]) => mbs));
    const ratio = (ours?.[1] ?? 0) / fastestPeer;
    const parseShare = parseMBs / (ours?.[1] ?? 1);
    worstRatio = Math.min(worstRatio, ratio);
    worstParseShare = Math.max(worstParseShare, parseShare);
    lines.push(
      `\n${rows.toLocaleString('en-IN')} bid rows (${(bytes / 1e6).toFixed(2)} MB JSON), ${direction}`,
    );
    for (const [name, mbs] of results) lines.push(`  ${name.padEnd(26)} ${mbs.toFixed(1).padStart(8)} MB/s`);
    lines.push(`  ${'JSON.parse (same payload)'.padEnd(26)} ${parseMBs.toFixed(1).padStart(8)} MB/s`);
    lines.push(
      `  ratio to the fastest peer: ${ratio.toFixed(1)}x; conversion costs ${(parseShare * 100).toFixed(0)}% of JSON.parse`,
    );
    const convert = direction === 'snake -> camel' ? toCamelKeys : toSnakeKeys;
    const [compiled, fallback] = compiledVersusCsp(convert, input, bytes);
    worstCspRatio = Math.min(worstCspRatio, fallback / compiled);
    cspLines.push(
      `  ${rows.toLocaleString('en-IN').padStart(6)} rows, ${direction}: compiled ${compiled.toFixed(1)} MB/s, ` +
        `CSP fallback ${fallback.toFixed(1)} MB/s (${((fallback / compiled) * 100).toFixed(0)}% of compiled)`,
    );
  }
}
console.log(lines.join('\n'));
console.log(
  "\nUnder a Content-Security-Policy without 'unsafe-eval' (the console's), new Function refused:\n" +
    cspLines.join('\n'),
);
console.log(`worst CSP fallback speed: ${(worstCspRatio * 100).toFixed(0)}% of the compiled path`);
console.log(
  `\nworst ratio to the fastest peer: ${worstRatio.toFixed(1)}x (target >= 5x); ` +
    `worst cost relative to JSON.parse: ${(worstParseShare * 100).toFixed(0)}% (target < 50%)`,
);
