import { describe, expect, it } from 'vitest';
import { type JsonSchema, loadContract, resolveRef } from '../src/http/contract.js';

/**
 * What a request may carry is bounded in v1.yaml itself (issue 16): an integer past int4 or a date
 * before year 1 reached PostgreSQL and answered 500. Every operation added later is held to it here.
 */
const contract = loadContract(process.env.CONTRACT_PATH || undefined);
const INT8_SAFE = Number.MAX_SAFE_INTEGER;

interface Finding {
  where: string;
  problem: string;
}

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
}

/** Every request value's schema under `where`, $refs followed (each component once per path). */
function findUnbounded(raw: unknown, where: string, seen: readonly string[], out: Finding[]): void {
  if (typeof raw !== 'object' || raw === null) return;
  const ref = (raw as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    if (!seen.includes(ref)) findUnbounded(resolveRef(contract.document, raw), where, [...seen, ref], out);
    return;
  }
  const schema = raw as JsonSchema;
  const types = typesOf(schema);
  const fixed = Array.isArray(schema.enum) || 'const' in schema;
  if (!fixed && (types.includes('integer') || types.includes('number'))) {
    const max = schema.maximum ?? schema.exclusiveMaximum;
    const min = schema.minimum ?? schema.exclusiveMinimum;
    if (typeof max !== 'number' || max > INT8_SAFE) out.push({ where, problem: 'has no maximum' });
    if (typeof min !== 'number' || min < -INT8_SAFE) out.push({ where, problem: 'has no minimum' });
  }
  if (types.includes('string') && (schema.format === 'date' || schema.format === 'date-time')) {
    if (typeof schema.pattern !== 'string' || !schema.pattern.includes('20'))
      out.push({ where, problem: 'is a date without the 2000..2100 window' });
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const inner of list) findUnbounded(inner, where, seen, out);
  }
  if (schema.items) findUnbounded(schema.items, `${where}[]`, seen, out);
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  for (const [name, inner] of Object.entries(properties)) findUnbounded(inner, `${where}.${name}`, seen, out);
}

describe('the bounds of every request value in v1.yaml', () => {
  it('gives every integer and number a minimum and a maximum a bigint column and a double both hold', () => {
    const findings: Finding[] = [];
    for (const op of contract.operations) {
      for (const p of op.parameters)
        findUnbounded(p.schema, `${op.operationId} ${p.in}.${p.name}`, [], findings);
      if (op.requestBody) findUnbounded(op.requestBody.schema, `${op.operationId} body`, [], findings);
    }
    expect(findings.map((f) => `${f.where} ${f.problem}`)).toEqual([]);
  });

  it('allows past int4 only the ids of bigserial columns (bids, gateway requests, chat messages, audit rows, sessions, chain positions)', () => {
    const int8Ids =
      /^(bid_ids?|request_ids?|before_id|entry_id|tran_id|audit_id|session_id|position)(\[\])?$/;
    const wide: string[] = [];
    const visit = (raw: unknown, name: string, where: string, seen: readonly string[]): void => {
      if (typeof raw !== 'object' || raw === null) return;
      const ref = (raw as { $ref?: unknown }).$ref;
      if (typeof ref === 'string') {
        if (!seen.includes(ref)) visit(resolveRef(contract.document, raw), name, where, [...seen, ref]);
        return;
      }
      const schema = raw as JsonSchema;
      if (
        typesOf(schema).includes('integer') &&
        typeof schema.maximum === 'number' &&
        schema.maximum > 2 ** 31 - 1
      )
        if (!int8Ids.test(name)) wide.push(where);
      if (schema.items) visit(schema.items, `${name}[]`, `${where}[]`, seen);
      for (const [key, inner] of Object.entries((schema.properties ?? {}) as Record<string, unknown>))
        visit(inner, key, `${where}.${key}`, seen);
    };
    for (const op of contract.operations) {
      for (const p of op.parameters) visit(p.schema, p.name, `${op.operationId} ${p.in}.${p.name}`, []);
      if (op.requestBody) visit(op.requestBody.schema, '', `${op.operationId} body`, []);
    }
    expect(wide).toEqual([]);
  });

  it('bounds ids, pages and money as the columns and the domain do', () => {
    const param = (id: string, name: string) =>
      resolveRef(contract.document, contract.byId.get(id)?.parameters.find((p) => p.name === name)?.schema);
    expect(param('users.getMarkets', 'user_id')).toMatchObject({ minimum: 1, maximum: 2147483647 });
    expect(param('users.list', 'page')).toMatchObject({ minimum: 1, maximum: 2147483647 });
    expect(param('chat.messages', 'before_id')).toMatchObject({ maximum: INT8_SAFE });
    expect(resolveRef(contract.document, { $ref: '#/components/schemas/MoneyAmount' })).toMatchObject({
      exclusiveMinimum: 0,
      maximum: 10_000_000,
    });
  });

  it('declares 413, 414 and 415 wherever Fastify can answer them', () => {
    const missing: string[] = [];
    for (const op of contract.operations) {
      const takesBody = op.method !== 'get';
      const hasPathParam = op.parameters.some((p) => p.in === 'path');
      for (const [status, applies] of [
        ['413', takesBody],
        ['414', hasPathParam],
        ['415', takesBody],
      ] as const) {
        if (applies && !op.responses[status]) missing.push(`${op.operationId} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
