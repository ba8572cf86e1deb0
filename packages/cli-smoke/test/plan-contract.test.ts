/** The hand-written input table (src/inputs.ts) against the contract: v1.yaml is the one source. */
import { readFileSync } from 'node:fs';
import { snakeKey } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type FactRef, isFactRef } from '../src/facts.js';
import { type PlannedCheck, planChecks } from '../src/plan.js';
import { EVERY_KEY } from './support/fake-host.js';

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

const contract = parse(readFileSync(new URL('../../sdk/openapi/v1.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>;
};

function deref<T>(value: T & { $ref?: string }): T {
  if (!value.$ref) return value;
  let node: unknown = contract;
  for (const key of value.$ref.replace('#/', '').split('/')) node = (node as Record<string, unknown>)[key];
  return deref(node as T & { $ref?: string });
}

const reads = Object.values(contract.paths).flatMap((item) =>
  item.get
    ? [{ op: item.get, params: [...(item.parameters ?? []), ...(item.get.parameters ?? [])].map(deref) }]
    : [],
);

/** The row schema of a `{ data: { rows: [...] } }` answer. */
function rowSchema(op: Operation): Schema | undefined {
  const body = op.responses['200']?.content?.['application/json']?.schema;
  const data = body && deref(body).properties?.data;
  const rows = data && deref(data).properties?.rows;
  return rows?.items && deref(rows.items);
}

/** Account permissions under which every family-dependent operation is checked with `family`. */
const FAMILIES = {
  market: EVERY_KEY,
  starline: EVERY_KEY.filter((key) => !/^games\.|jackpot|srh\.(market|game)/i.test(key)),
  jackpot: EVERY_KEY.filter((key) => !/^games\.|starline|srh\.(market|game)/i.test(key)),
};

function valueProblem(value: unknown, schema: Schema): string | null {
  const types = [schema.type].flat();
  if (schema.enum && !schema.enum.includes(value)) return `${JSON.stringify(value)} is not in ${schema.enum}`;
  if (types.includes('integer') && !Number.isInteger(value))
    return `${JSON.stringify(value)} is not an integer`;
  if (types.includes('string') && typeof value !== 'string')
    return `${JSON.stringify(value)} is not a string`;
  if (schema.pattern && !new RegExp(schema.pattern).test(String(value)))
    return `${value} misses ${schema.pattern}`;
  if (schema.format === 'date' && Number.isNaN(Date.parse(String(value)))) return `${value} is not a date`;
  return null;
}

describe.each(Object.entries(FAMILIES))('the plan against v1.yaml (%s account)', (_family, permission) => {
  const checks = planChecks({ permission, only: null, write: false, today: '2025-06-15' });
  const byId = new Map(checks.map((c) => [c.operation, c]));

  it.each(reads.map(({ op, params }) => [op.operationId, params] as const))(
    '%s: every required parameter is filled, only declared ones, with valid values',
    (operationId, params) => {
      const check = byId.get(operationId) as PlannedCheck;
      if (check.kind !== 'call') return expect(check.kind).toBe('skip');
      const planned = Object.entries(check.params).map(([key, value]) => [snakeKey(key), value] as const);
      const declared = new Map(params.map((p) => [p.name, p]));
      for (const [name, value] of planned) {
        const parameter = declared.get(name);
        expect(parameter, `${operationId} has no parameter ${name}`).toBeDefined();
        if (parameter && !isFactRef(value)) expect(valueProblem(value, deref(parameter.schema))).toBeNull();
      }
      const filled = new Set(planned.map(([name]) => name));
      for (const p of params.filter((p) => p.required)) {
        expect(filled.has(p.name), `${operationId} leaves required ${p.name} empty`).toBe(true);
      }
    },
  );

  it('takes every fact field from a field the producers answer with', () => {
    const refs = checks.flatMap((c) =>
      c.kind === 'call' ? Object.values(c.params).filter((v): v is FactRef => isFactRef(v)) : [],
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const producers = checks.filter((c) => c.kind === 'call' && c.provides === ref.fact);
      expect(producers.length, `no producer of ${ref.fact}`).toBeGreaterThan(0);
      for (const producer of producers) {
        const op = reads.find((r) => r.op.operationId === producer.operation)?.op;
        const row = op && rowSchema(op);
        expect(row?.properties, `${producer.operation} answers rows`).toBeDefined();
        expect(Object.keys(row?.properties ?? {}), `${producer.operation} rows`).toContain(
          snakeKey(ref.field),
        );
      }
    }
  });
});

describe('the contract and the SDK table', () => {
  it('agree on the GET operations', () => {
    const planned = planChecks({ permission: EVERY_KEY, only: null, write: false, today: '2025-06-15' });
    expect(planned.map((c) => c.operation).sort()).toEqual(reads.map((r) => r.op.operationId).sort());
  });
});
