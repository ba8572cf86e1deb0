import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createBackofficeClient, createMemorySession, PERMISSION_KEYS } from '../src/index.js';

const doc = parse(readFileSync(new URL('../openapi/v1.yaml', import.meta.url), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { operationId?: string; 'x-permission'?: string[]; 'x-origin'?: string }>
  >;
};
const operations = Object.values(doc.paths).flatMap((item) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
    .map(([, op]) => op),
);

describe('the SDK covers the contract', () => {
  it('has one function for every operationId of v1.yaml', () => {
    const client = createBackofficeClient({ baseUrl: 'http://x/v1', session: createMemorySession() });
    const areas = client as unknown as Record<string, Record<string, unknown>>;
    const missing = operations
      .map((op) => String(op.operationId))
      .filter((id) => {
        const [area, verb] = id.split('.') as [string, string];
        return typeof areas[area]?.[verb] !== 'function';
      });
    expect(operations.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('names a known permission key list and an origin on every operation', () => {
    const known = new Set<string>(PERMISSION_KEYS);
    for (const op of operations) {
      expect(Array.isArray(op['x-permission']), String(op.operationId)).toBe(true);
      for (const key of op['x-permission'] ?? [])
        expect(known.has(key), `${op.operationId}: ${key}`).toBe(true);
      expect(['spec', 'designed']).toContain(op['x-origin']);
    }
  });
});
