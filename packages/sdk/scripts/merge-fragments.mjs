// Temporary: merges openapi/fragments/*.yaml (paths + schemas) into a copy of v1.yaml.
// Usage: node scripts/merge-fragments.mjs OUT.yaml [fragment names...]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';

const [out, ...only] = process.argv.slice(2);
const base = parse(readFileSync('openapi/v1.yaml', 'utf8'));
const names = only.length
  ? only.map((n) => `${n}.yaml`)
  : readdirSync('openapi/fragments').filter((f) => f.endsWith('.yaml'));
for (const name of names.sort()) {
  const frag = parse(readFileSync(`openapi/fragments/${name}`, 'utf8'));
  for (const [p, item] of Object.entries(frag.paths ?? {})) {
    base.paths[p] = { ...(base.paths[p] ?? {}), ...item };
  }
  for (const [s, schema] of Object.entries(frag.schemas ?? {})) {
    if (base.components.schemas[s]) throw new Error(`${name}: schema ${s} already defined`);
    base.components.schemas[s] = schema;
  }
}
writeFileSync(out, stringify(base, { lineWidth: 0 }));
console.log(`merged ${names.length} fragments into ${out}`);
